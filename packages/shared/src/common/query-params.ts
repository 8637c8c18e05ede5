import { z } from 'zod';
import { ISO_DATE_PATTERN } from './date-time';

/** 'a,b' or ['a', 'b,c'] -> ['a', 'b', 'c'], trimmed, empties dropped. */
export const splitListParam = (value: string | readonly string[]): string[] =>
  (typeof value === 'string' ? [value] : value)
    .flatMap((item) => item.split(','))
    .map((item) => item.trim())
    .filter((item) => item !== '');

/**
 * A query-string list: a comma-separated value, the parameter repeated, or both (`types=HB,SB&types=HJR`).
 * `item` validates each element after splitting.
 */
export const listParam = <T extends z.ZodType>(item: T) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((value) => splitListParam(value))
    .pipe(z.array(item) as unknown as z.ZodType<z.output<T>[], string[]>)
    // The document says what each element must be (one value, or the parameter repeated), not just "text". A query
    // string cannot carry an empty list (it is the parameter left out), so the repeated form has at least one.
    .meta({ anyOf: [itemDocument(item), { type: 'array', items: itemDocument(item), minItems: 1 }] });

/**
 * A list inside a JSON body: a real JSON array of `item` (decision 066). A body is not a query string, so it does
 * not take the query's comma-separated text or a lone value: the document and the server both say "an array".
 */
export const listValue = <T extends z.ZodType>(item: T) => z.array(item);

/** The OpenAPI (3.0) schema of one list element, as the request sends it. */
function itemDocument(item: z.ZodType): Record<string, unknown> {
  const { $schema: _schema, ...document } = z.toJSONSchema(item, {
    target: 'openapi-3.0',
    io: 'input',
    unrepresentable: 'any',
  });
  return document;
}

/** A query-string boolean: true/false/1/0 (a real boolean is accepted too, for callers building the object). */
export const booleanParam = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: 'Use true or false' })
  .transform((value) => value === true || value === 'true' || value === '1');

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** A calendar date as YYYY-MM-DD; an ISO date-time is accepted and cut to its date. */
export const isoDateParam = z
  .string()
  .trim()
  .refine(
    (value) => {
      const match = isoDatePattern.exec(value);
      if (!match) return false;
      const date = new Date(`${match[1]}-${match[2]}-${match[3]}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === `${match[1]}-${match[2]}-${match[3]}`;
    },
    { error: 'Use an ISO date such as 2025-06-30' },
  )
  // The document offers the plain date (a date-time is taken too, and cut to its date).
  .meta({ format: 'date', pattern: ISO_DATE_PATTERN.source })
  .transform((value) => value.slice(0, 10));

/** One page of a list: 1-based page and its size. */
export const pageParam = z.coerce
  .number({ error: 'page must be a whole number' })
  .int('page must be a whole number')
  .min(1, 'page starts at 1')
  .max(100_000, 'page is too large')
  .default(1);

/** A list's page size: 1 to `max`, `fallback` when the request names none. */
export const pageSizeParam = (max: number, fallback: number) =>
  z.coerce
    .number({ error: 'pageSize must be a whole number' })
    .int('pageSize must be a whole number')
    .min(1, 'pageSize must be at least 1')
    .max(max, `pageSize can be at most ${max}`)
    .default(fallback);

/** The largest value of a PostgreSQL integer (serial) column: an id past it can name no row. */
export const MAX_ROW_ID = 2_147_483_647;

/** A row id in a path or query string: a whole number from 1 to MAX_ROW_ID. */
export const idParam = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .positive(`${name} must be positive`)
    .max(MAX_ROW_ID, `${name} is too large`);

/** A row id in a JSON body (not coerced from text). */
export const idValue = (name: string) =>
  z
    .number({ error: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .positive(`${name} must be positive`)
    .max(MAX_ROW_ID, `${name} is too large`);

import fc from 'fast-check';
import type { JsonSchema } from './schema-arbitrary';

/** Bounds for unbounded numbers and sizes: the values a generated client sends, not the whole range. */
const DEFAULT_MIN = -1000;
const DEFAULT_MAX = 1_000_000;
const MAX_TEXT = 40;
const MAX_ITEMS = 4;

/** A schema of the document with its `$ref`s resolved against `#/components/schemas`. */
export type Resolve = (schema: JsonSchema | undefined) => JsonSchema | undefined;

export function resolverFor(components: Record<string, JsonSchema> | undefined): Resolve {
  return (schema) => {
    let current = schema;
    for (let depth = 0; current?.$ref && depth < 10; depth += 1) {
      current = components?.[current.$ref.replace('#/components/schemas/', '')];
    }
    return current;
  };
}

const typeOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type[0] : schema.type);

/** Text without NUL (the document says text never holds one) from a printable alphabet with spaces and accents. */
const textUnit = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'.split('')),
  },
  { weight: 2, arbitrary: fc.constantFrom(' ', '-', '.', ',', '_', "'", '/', 'é', 'ß', '😀', '\t', '\n') },
);

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? MAX_TEXT, minLength + MAX_TEXT));
  const fits = (value: string) =>
    [...value].length >= minLength && [...value].length <= (schema.maxLength ?? Number.POSITIVE_INFINITY);
  if (schema.pattern) {
    return fc.stringMatching(new RegExp(schema.pattern)).filter((value) => fits(value) && !value.includes('\u0000'));
  }
  switch (schema.format) {
    case 'uuid':
      return fc.uuid({ version: 4 });
    case 'date-time':
      return fc
        .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2199-12-31T23:59:59Z'), noInvalidDate: true })
        .map((date) => date.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case 'email':
      return fc.stringMatching(/^[a-z0-9]{1,12}@[a-z0-9]{1,12}\.[a-z]{2,6}$/).filter(fits);
    default:
      return fc.string({ unit: textUnit, minLength, maxLength }).filter(fits);
  }
}

function numberFor(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  let min = schema.minimum ?? DEFAULT_MIN;
  let max = schema.maximum ?? Math.max(DEFAULT_MAX, min);
  // OpenAPI 3.0: exclusiveMinimum/Maximum are booleans on minimum/maximum; 3.1: numbers of their own.
  if (schema.exclusiveMinimum === true) min = integer ? min + 1 : min + Number.EPSILON * Math.max(1, Math.abs(min));
  if (typeof schema.exclusiveMinimum === 'number')
    min = integer ? schema.exclusiveMinimum + 1 : schema.exclusiveMinimum;
  if (schema.exclusiveMaximum === true) max = integer ? max - 1 : max - Number.EPSILON * Math.max(1, Math.abs(max));
  if (typeof schema.exclusiveMaximum === 'number')
    max = integer ? schema.exclusiveMaximum - 1 : schema.exclusiveMaximum;
  if (integer) {
    const low = Math.ceil(min);
    const high = Math.floor(max);
    return fc.oneof(fc.integer({ min: low, max: high }), fc.constantFrom(low, high));
  }
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true, minExcluded: false });
}

/**
 * Values the schema allows, as a client generated from the document would send them: every documented rule
 * (types, enums, ranges, lengths, patterns, formats, required properties, item counts, unions) kept, nothing more.
 */
export function validValueFor(rawSchema: JsonSchema | undefined, resolve: Resolve, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(rawSchema);
  if (!schema || depth > 6) return fc.constant('x');
  const base = validNonNull(schema, resolve, depth);
  return schema.nullable ? fc.oneof({ weight: 4, arbitrary: base }, { weight: 1, arbitrary: fc.constant(null) }) : base;
}

function validNonNull(schema: JsonSchema, resolve: Resolve, depth: number): fc.Arbitrary<unknown> {
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const members = schema.anyOf ?? schema.oneOf;
  if (members?.length) return fc.oneof(...members.map((member) => validValueFor(member, resolve, depth + 1)));
  if (schema.allOf?.length) return validValueFor(mergeAllOf(schema.allOf, resolve), resolve, depth + 1);
  switch (typeOf(schema)) {
    case 'integer':
      return numberFor(schema, true);
    case 'number':
      return numberFor(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? MAX_ITEMS, minLength + MAX_ITEMS));
      return fc.array(validValueFor(schema.items, resolve, depth + 1), { minLength, maxLength });
    }
    case 'object':
      return objectFor(schema, resolve, depth);
    case 'string':
      return stringFor(schema);
    default:
      if (schema.properties) return objectFor(schema, resolve, depth);
      return fc.oneof(stringFor({}), fc.integer(), fc.boolean());
  }
}

function objectFor(schema: JsonSchema, resolve: Resolve, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const keys = Object.keys(properties);
  const extra =
    typeof schema.additionalProperties === 'object' && keys.length === 0
      ? fc.dictionary(
          fc.stringMatching(/^[a-z][a-zA-Z0-9]{0,11}$/),
          validValueFor(schema.additionalProperties, resolve, depth + 1),
          {
            maxKeys: 3,
          },
        )
      : fc.constant({});
  const record = fc.record(
    Object.fromEntries(keys.map((key) => [key, validValueFor(properties[key], resolve, depth + 1)])),
    { requiredKeys: (schema.required ?? []).filter((key) => key in properties) },
  );
  return fc.tuple(record, extra).map(([known, more]) => ({ ...more, ...known }));
}

function mergeAllOf(members: JsonSchema[], resolve: Resolve): JsonSchema {
  const merged: JsonSchema = {};
  for (const member of members.map((item) => resolve(item) ?? {})) {
    Object.assign(merged, member, {
      properties: { ...merged.properties, ...member.properties },
      required: [...(merged.required ?? []), ...(member.required ?? [])],
    });
  }
  return merged;
}

/**
 * One value the schema refuses, when there is an obvious one: the wrong type, a value past a bound, an enum
 * value it does not list, text longer than allowed. Undefined for a schema that takes anything.
 */
export function invalidValueFor(rawSchema: JsonSchema | undefined, resolve: Resolve): unknown {
  const schema = resolve(rawSchema);
  if (!schema) return undefined;
  if (schema.enum?.length) return '__not_a_listed_value__';
  if (schema.anyOf || schema.oneOf || schema.allOf) {
    return schema.nullable ||
      (schema.anyOf ?? schema.oneOf)?.some((member) => typeOf(resolve(member) ?? {}) === 'object')
      ? undefined
      : { not: 'this' };
  }
  switch (typeOf(schema)) {
    case 'integer':
    case 'number':
      return schema.maximum !== undefined ? schema.maximum + 1 : 'not-a-number';
    case 'boolean':
      return 'not-a-boolean';
    case 'array':
      return schema.maxItems !== undefined ? Array.from({ length: schema.maxItems + 1 }, () => null) : 'not-an-array';
    case 'object':
      return 'not-an-object';
    case 'string':
      if (schema.maxLength !== undefined) return 'x'.repeat(schema.maxLength + 1);
      if (schema.pattern || schema.format) return schema.format === 'uuid' ? 'not-a-uuid' : '\u0001';
      return schema.minLength ? '' : undefined;
    default:
      return undefined;
  }
}

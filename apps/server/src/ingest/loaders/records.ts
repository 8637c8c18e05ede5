import { hashOf } from '../core/hash';

/** Where a record came from, for skip reports: the file and its line or record id. */
export type RecordRef = { file: string; line?: number; record?: string };

/** What a parser yields per record: the parsed value, or why the record cannot be stored. */
export type ParseResult<T> = { ok: true; ref: RecordRef; value: T } | { ok: false; ref: RecordRef; reason: string };

/** What writing one record did; `unchanged` means the stored row already had the same content hash. */
export type UpsertOutcome = 'inserted' | 'updated' | 'unchanged';

/** A hash of a value's JSON; records are built with a fixed key order, so equal content gives equal hashes. */
export const contentHash = (value: unknown): string => hashOf(value, 40);

/** `file:line (record)` for messages. */
export function describeRef(ref: RecordRef): string {
  const place = ref.line !== undefined ? `${ref.file}:${ref.line}` : ref.file;
  return ref.record ? `${place} (${ref.record})` : place;
}

/** Collapses runs of white space and trims; empty strings become null. */
export function clean(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const trimmed = value.replace(/\s+/g, ' ').trim();
  return trimmed === '' ? null : trimmed;
}

/** MM/DD/YYYY, YYYYMMDD or YYYY-MM-DD[ time] to YYYY-MM-DD; null when empty, undefined when malformed. */
export function isoDate(value: string | null | undefined): string | null | undefined {
  const text = value?.trim();
  if (!text) return null;
  let match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (match) return validDate(match[3]!, match[1]!, match[2]!);
  match = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (match) return validDate(match[1]!, match[2]!, match[3]!);
  match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T].*)?$/.exec(text);
  if (match) return validDate(match[1]!, match[2]!, match[3]!);
  return undefined;
}

function validDate(year: string, month: string, day: string): string | undefined {
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== iso ? undefined : iso;
}

const monthNames = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** `November` (any case) -> 11; 0 for anything that is not an English month name. */
export const monthNumber = (name: string): number => monthNames.indexOf(name.toLowerCase()) + 1;

/** A money amount as a 2-decimal string for a numeric column; undefined when not a number. */
export function money(value: string | null | undefined): string | undefined {
  const text = value?.replace(/[$,\s]/g, '');
  if (!text || !/^-?(\d+(\.\d*)?|\.\d+)$/.test(text)) return undefined;
  return Number(text).toFixed(2);
}

// ---------------------------------------------------------------------------------------------------
// Coercers for parsed JSON and YAML records: one set for every importer and connector, so a source
// that writes a number where a string is expected, or an empty string for "none", is read the same way.

/** A JSON object's fields, before they are checked. */
export type Raw = Record<string, unknown>;

/** A non-blank string, trimmed; null for anything else (numbers included: see strOrNumber). */
export const str = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** As str, and a number as its decimal text, for sources that write ids and counts either way. */
export const strOrNumber = (value: unknown): string | null => (typeof value === 'number' ? String(value) : str(value));

/** A YAML scalar as text: dates the YAML parser turned into Date objects back to YYYY-MM-DD; null or '' is null. */
export function scalarText(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value);
}

/** The objects of an array (anything else in it is dropped); [] for a non-array. */
export const arr = (value: unknown): Raw[] =>
  Array.isArray(value) ? (value.filter((item) => item && typeof item === 'object') as Raw[]) : [];

/** The non-blank strings of an array, as written; [] for a non-array. */
export const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '') : [];

/**
 * The YYYY-MM-DD a date or timestamp string starts with (`2024-03-01T10:00:00+00:00` -> `2024-03-01`);
 * null otherwise, and for LegiScan's `0000-00-00`, which means "no date".
 */
export function dateOf(value: unknown): string | null {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(str(value) ?? '')?.[0];
  return day && day !== '0000-00-00' ? day : null;
}

/** A chamber named in words (`House`, `SENATE`, `Assembly`, `House of Representatives`) -> lower or upper. */
export function chamberOfName(value: unknown): 'lower' | 'upper' | null {
  const lower = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (lower.startsWith('house') || lower.startsWith('assembly')) return 'lower';
  if (lower.startsWith('senate')) return 'upper';
  return null;
}

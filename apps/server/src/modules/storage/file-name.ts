import { STORAGE_NAME_MAX } from '@statehouse/shared/storage/storage.schemas';

export type CleanedName = { ok: true; name: string } | { ok: false; reason: 'path' | 'empty' };

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
const controlCharacters = /[\u0000-\u001f\u007f-\u009f]/g;
/** Bidirectional overrides and isolates: "invoice\u202Efdp.exe" would show as "invoiceexe.pdf". */
const bidiControls = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * An uploaded file's name as we keep it: Unicode NFC, without control or bidirectional-override characters, spaces
 * trimmed, at most 255 characters (the extension kept). A name with a path in it (a slash, a backslash, "." or "..")
 * is refused rather than cut down: the client sent something other than a file name.
 */
export function cleanFileName(raw: string | undefined): CleanedName {
  const name = (raw ?? '').normalize('NFC').replace(controlCharacters, '').replace(bidiControls, '').trim();
  if (/[/\\]/.test(name) || name === '.' || name === '..') return { ok: false, reason: 'path' };
  if (name === '') return { ok: false, reason: 'empty' };
  if (name.length <= STORAGE_NAME_MAX) return { ok: true, name };
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 16 ? name.slice(dot) : '';
  return { ok: true, name: `${name.slice(0, STORAGE_NAME_MAX - extension.length).trimEnd()}${extension}` };
}

/** RFC 5987 value: UTF-8, percent-encoded, with the characters encodeURIComponent leaves but the RFC does not. */
const encodeRfc5987 = (value: string): string =>
  encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Content-Disposition naming the original file: an ASCII `filename` for old clients (other characters, quotes and
 * backslashes become _) and the exact name in `filename*` (RFC 6266 and 5987), which every current browser uses.
 */
export function contentDisposition(kind: 'attachment' | 'inline', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}

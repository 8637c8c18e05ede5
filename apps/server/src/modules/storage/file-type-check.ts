const OCTET_STREAM = 'application/octet-stream';
const HTML_START = /^\s*(<!doctype html|<html[\s>]|<head[\s>]|<body[\s>])/i;

/** Whether bytes read as text: no NUL, and almost no other control characters (tabs, newlines and CR are text). */
function looksLikeText(head: Buffer): boolean {
  if (head.length === 0) return false;
  let control = 0;
  for (const byte of head) {
    if (byte === 0) return false;
    if (byte < 32 && byte !== 9 && byte !== 10 && byte !== 13 && byte !== 12) control += 1;
  }
  return control / head.length < 0.01;
}

/**
 * The content type of a file from its first bytes (magic numbers, through file-type), never from what the uploader
 * said: PDF, images, Office files and the rest file-type knows; text that is not one of those is text/html when it
 * starts like an HTML document, otherwise text/plain; anything else is application/octet-stream.
 */
export async function detectContentType(head: Buffer): Promise<string> {
  // Loaded on first use: a noticeable part of the server's start otherwise (decision 065).
  const { fileTypeFromBuffer } = await import('file-type');
  const found = await fileTypeFromBuffer(head);
  if (found) return found.mime;
  if (!looksLikeText(head)) return OCTET_STREAM;
  const start = head
    .subarray(0, 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  return HTML_START.test(start) ? 'text/html' : 'text/plain';
}

const aliases: Record<string, string> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'application/x-pdf': 'application/pdf',
  'application/x-zip-compressed': 'application/zip',
};

/** Types that are text whatever their name: they all detect as text/plain, text/html or XML. */
const isTextual = (type: string) =>
  type.startsWith('text/') ||
  ['application/json', 'application/javascript', 'application/xml', 'application/x-sh', 'image/svg+xml'].includes(
    type,
  ) ||
  type.endsWith('+xml') ||
  type.endsWith('+json');

/** Office Open XML, OpenDocument and other zip-based formats: detection may see only "a zip". */
const isZipFamily = (type: string) =>
  type === 'application/zip' ||
  type.startsWith('application/vnd.openxmlformats-officedocument.') ||
  type.startsWith('application/vnd.oasis.opendocument.') ||
  type === 'application/epub+zip' ||
  type === 'application/java-archive';

/** Old Office files are Compound File Binary containers. */
const isCfbFamily = (type: string) =>
  type === 'application/x-cfb' ||
  type === 'application/msword' ||
  type === 'application/vnd.ms-excel' ||
  type === 'application/vnd.ms-powerpoint' ||
  type === 'application/vnd.ms-outlook';

/** Types file-type recognises: one of these declared for bytes it did not recognise is a wrong claim. */
const isDetectable = (type: string) =>
  type === 'application/pdf' ||
  type.startsWith('image/') ||
  type.startsWith('audio/') ||
  type.startsWith('video/') ||
  isZipFamily(type) ||
  isCfbFamily(type) ||
  type === 'application/gzip' ||
  type === 'application/x-7z-compressed';

const normalize = (type: string | undefined): string => {
  const bare = (type ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return aliases[bare] ?? bare;
};

/**
 * Whether the type the uploader declared contradicts the bytes: a PNG that is text, a "PDF" that is a zip. No
 * claim (empty or application/octet-stream) never contradicts; kinds that detection cannot tell apart (text
 * flavours, zip-based formats, old Office files) are taken as agreeing.
 */
export function declaredTypeContradicts(declared: string | undefined, detected: string): boolean {
  const claim = normalize(declared);
  if (claim === '' || claim === OCTET_STREAM || claim === 'binary/octet-stream') return false;
  if (claim === detected) return false;
  const detectedText = detected.startsWith('text/') || detected === 'application/xml';
  if (isTextual(claim)) return !detectedText;
  if (detectedText) return true;
  if (isZipFamily(claim) && isZipFamily(detected)) return false;
  if (isCfbFamily(claim) && isCfbFamily(detected)) return false;
  if (detected === OCTET_STREAM) return isDetectable(claim);
  return true;
}

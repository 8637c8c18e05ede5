import type { Readable } from 'node:stream';

/**
 * Where file bytes live (uploads, produced reports). Keys are relative paths built by the server
 * (`files/<account>/<uuid>`, `reports/<account>/<run>.pdf`), never from user input.
 */
export interface BlobStore {
  /** local or s3: shown in the status page and logs. */
  readonly kind: string;
  /** Stores the whole stream under key; on failure nothing is left under key. */
  put(key: string, body: Readable | Buffer, options?: { contentType?: string }): Promise<{ sizeBytes: number }>;
  /**
   * The stored bytes, or null when the key does not exist. With a range, only bytes start..end (inclusive, as an
   * HTTP Range names them): a player seeking in a long recording reads only what it plays.
   */
  get(key: string, range?: ByteRange): Promise<Readable | null>;
  /** The stored size in bytes, or null when the key does not exist (Content-Length and Content-Range of a reply). */
  size(key: string): Promise<number | null>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Releases connections when the app closes (the S3 client's sockets); optional. */
  close?(): void;
}

/** Bytes start..end of a blob, both included (HTTP Range semantics). */
export type ByteRange = { start: number; end: number };

/** Refuses keys that could leave the store's root (absolute, `..`, backslashes, empty parts). */
export function assertSafeKey(key: string): void {
  const parts = key.split('/');
  if (key.startsWith('/') || key.includes('\\') || parts.some((part) => part === '' || part === '.' || part === '..')) {
    throw new Error(`Unsafe blob key: ${key}`);
  }
}

/** Reads a whole blob into memory (small files: report attachments, text extraction). */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

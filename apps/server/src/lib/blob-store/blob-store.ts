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
  /** The stored bytes, or null when the key does not exist. */
  get(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Releases connections when the app closes (the S3 client's sockets); optional. */
  close?(): void;
}

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

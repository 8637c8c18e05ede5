export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const CHUNK_LOAD_ERROR_MESSAGE = 'Loading chunk failed';

/** A page chunk that could not be fetched: a deploy replaced it, or the network dropped or stalled. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';

  constructor(cause?: unknown) {
    super(CHUNK_LOAD_ERROR_MESSAGE, { cause });
  }
}

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof ChunkLoadError || (error instanceof Error && error.message === CHUNK_LOAD_ERROR_MESSAGE);
}

/** Wraps a dynamic import so that a rejection or a stall past `timeoutMs` becomes a ChunkLoadError. */
export function lazyWithTimeout<T>(importer: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS) {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new ChunkLoadError(new Error(`Timed out after ${timeoutMs} ms`))),
        timeoutMs,
      );
      importer().then(
        (module) => {
          clearTimeout(timer);
          resolve(module);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(new ChunkLoadError(error));
        },
      );
    });
}

import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Photo types we keep and serve (anything else, e.g. HTML error pages, is refused). */
const IMAGE_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};
const TYPE_BY_EXTENSION = Object.fromEntries(Object.entries(IMAGE_TYPES).map(([type, ext]) => [ext, type]));

export type ImageFetchOptions = { timeoutMs: number; maxBytes: number };
export const DEFAULT_IMAGE_FETCH: ImageFetchOptions = { timeoutMs: 5_000, maxBytes: 2 * 1024 * 1024 };
/** After a failed fetch, the member is not tried again for this long (a closed network fails every time). */
const RETRY_AFTER_MS = 60 * 60 * 1000;
const CONCURRENCY = 4;

export type CachedImage = { body: Buffer; contentType: string };

/**
 * Member photos cached on disk under `<dir>` (DATA_DIR/member-images), one file per member named by the SHA-1
 * of the id. Fetches run in the background, a few at a time, deduplicated; a failure is remembered in memory
 * so that pages full of avatars do not retry a dead network on every request.
 */
export class MemberImageCache {
  private readonly pending = new Map<string, string>();
  private readonly running = new Set<Promise<void>>();
  private readonly runningIds = new Set<string>();
  /** memberId -> the URL that failed and when (a new URL in the data is tried at once). */
  private readonly failed = new Map<string, { url: string; at: number }>();

  constructor(
    private readonly dir: string,
    private readonly options: ImageFetchOptions = DEFAULT_IMAGE_FETCH,
  ) {}

  private fileStem(memberId: string): string {
    return join(this.dir, createHash('sha1').update(memberId).digest('hex'));
  }

  async read(memberId: string): Promise<CachedImage | undefined> {
    const stem = this.fileStem(memberId);
    for (const [extension, contentType] of Object.entries(TYPE_BY_EXTENSION)) {
      try {
        return { body: await readFile(`${stem}.${extension}`), contentType };
      } catch {
        // Not cached in this format.
      }
    }
    return undefined;
  }

  /** Whether a fetch is worth queueing: not already queued or running, and not failed recently. */
  private shouldFetch(memberId: string, url: string): boolean {
    if (this.pending.has(memberId)) return false;
    const failed = this.failed.get(memberId);
    return failed === undefined || failed.url !== url || Date.now() - failed.at > RETRY_AFTER_MS;
  }

  /** Queues a background fetch; answers whether one is now queued or running (false: it failed recently). */
  enqueue(memberId: string, url: string): boolean {
    if (this.shouldFetch(memberId, url)) {
      this.pending.set(memberId, url);
      this.pump();
    }
    return this.pending.has(memberId);
  }

  private pump(): void {
    while (this.running.size < CONCURRENCY) {
      const next = [...this.pending.entries()].find(([id]) => !this.isRunning(id));
      if (!next) return;
      const [memberId, url] = next;
      const task = this.fetchAndStore(memberId, url)
        .catch(() => {
          this.failed.set(memberId, { url, at: Date.now() });
        })
        .finally(() => {
          this.pending.delete(memberId);
          this.running.delete(task);
          this.runningIds.delete(memberId);
          this.pump();
        });
      this.runningIds.add(memberId);
      this.running.add(task);
    }
  }

  private isRunning(memberId: string): boolean {
    return this.runningIds.has(memberId);
  }

  /** Resolves when every queued fetch has finished (tests; shutdown). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  /** Fetches one photo with a timeout, a size limit and a type check, and writes it atomically. */
  async fetchAndStore(memberId: string, url: string): Promise<void> {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('Only http(s) photo URLs');
    const response = await fetch(parsed, {
      signal: AbortSignal.timeout(this.options.timeoutMs),
      redirect: 'follow',
      headers: { accept: Object.keys(IMAGE_TYPES).join(', ') },
    });
    if (!response.ok || !response.body) throw new Error(`Photo answered ${response.status}`);
    const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    const extension = IMAGE_TYPES[contentType];
    if (!extension) throw new Error(`Not a photo: ${contentType}`);
    const declared = Number(response.headers.get('content-length') ?? '0');
    if (declared > this.options.maxBytes) throw new Error('Photo too large');
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of response.body) {
      size += chunk.byteLength;
      if (size > this.options.maxBytes) throw new Error('Photo too large');
      chunks.push(Buffer.from(chunk));
    }
    await mkdir(this.dir, { recursive: true });
    const target = `${this.fileStem(memberId)}.${extension}`;
    const temporary = `${target}.${process.pid}.tmp`;
    await writeFile(temporary, Buffer.concat(chunks));
    await rename(temporary, target);
    this.failed.delete(memberId);
  }
}

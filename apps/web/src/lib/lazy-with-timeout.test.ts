import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, isChunkLoadError, lazyWithTimeout } from './lazy-with-timeout';

describe('lazyWithTimeout', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves with the module when the import succeeds', async () => {
    const module = { default: 'page' };

    await expect(lazyWithTimeout(() => Promise.resolve(module))()).resolves.toBe(module);
  });

  it('raises "Loading chunk failed" when the import rejects', async () => {
    const load = lazyWithTimeout(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));

    const error = await load().catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toHaveProperty('message', 'Loading chunk failed');
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('raises "Loading chunk failed" when the import takes longer than 120000 ms', async () => {
    vi.useFakeTimers();
    const load = lazyWithTimeout(() => new Promise<never>(() => {}));

    const result = load();
    const assertion = expect(result).rejects.toThrow('Loading chunk failed');
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    result
      .catch(() => {})
      .finally(() => {
        settled = true;
      });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
  });

  it('lets a slow import finish when it beats the time-out', async () => {
    vi.useFakeTimers();
    const load = lazyWithTimeout(() => new Promise((resolve) => setTimeout(() => resolve('late page'), 119_000)));

    const result = load();
    await vi.advanceTimersByTimeAsync(119_000);

    await expect(result).resolves.toBe('late page');
  });
});

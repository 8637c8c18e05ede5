import { retryDelay, withRetry } from './retry';

describe('retryDelay', () => {
  it.each([
    [0, 1000],
    [1, 2000],
    [2, 4000],
    [4, 16_000],
    [5, 30_000],
    [10, 30_000],
  ])('waits min(1000 × 2^%i, 30000) = %i ms', (attempt, expected) => {
    expect(retryDelay(attempt)).toBe(expected);
  });
});

describe('withRetry', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('returns the first success without waiting', async () => {
    const fn = vi.fn().mockResolvedValue('ok');

    await expect(withRetry(fn)).resolves.toBe('ok');
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('tries three times by default, backing off 1 s then 2 s', async () => {
    const fn = vi
      .fn()
      .mockRejectedValueOnce(new Error('a'))
      .mockRejectedValueOnce(new Error('b'))
      .mockResolvedValue('ok');

    const result = withRetry(fn);
    await vi.advanceTimersByTimeAsync(0);
    expect(fn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(fn).toHaveBeenCalledTimes(3);
    await expect(result).resolves.toBe('ok');
  });

  it('rethrows the last error once the attempts are used up', async () => {
    const fn = vi.fn().mockRejectedValue(new Error('still down'));

    const result = withRetry(fn, { attempts: 2 });
    const assertion = expect(result).rejects.toThrow('still down');
    await vi.runAllTimersAsync();
    await assertion;
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('stops early when shouldRetry says no', async () => {
    const fn = vi.fn().mockRejectedValue(new Error('400'));

    await expect(withRetry(fn, { shouldRetry: () => false })).rejects.toThrow('400');
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

const MAX_DELAY_MS = 30_000;

/** Wait before retry number `attempt` (0-based): 1 s, 2 s, 4 s ... capped at 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, MAX_DELAY_MS);
}

export type RetryOptions = {
  /** Total tries including the first. */
  attempts?: number;
  /** Return false to stop retrying, e.g. for a 4xx reply. */
  shouldRetry?: (error: unknown) => boolean;
};

export async function withRetry<T>(fn: () => Promise<T>, { attempts = 3, shouldRetry }: RetryOptions = {}): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn();
    } catch (error) {
      const isLast = attempt >= attempts - 1;
      if (isLast || (shouldRetry && !shouldRetry(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, retryDelay(attempt)));
    }
  }
}

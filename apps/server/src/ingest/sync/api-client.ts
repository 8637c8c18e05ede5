/** A failed API call: the HTTP status (0 for a network error) and the URL without secrets. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly url: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type ApiClientOptions = {
  /** Requests per minute at most (spaced evenly); 0 for no limit. */
  requestsPerMinute: number;
  /** Retries after a 429, a 5xx or a network error, with exponential back-off. */
  maxRetries?: number;
  /** First back-off delay; doubles each retry, capped at maxDelayMs. A Retry-After header wins when longer. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Query parameters to hide in errors and logs (api keys). */
  secretParams?: string[];
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  /** Called before each retry, for the log. */
  onRetry?: (info: { url: string; status: number; attempt: number; delayMs: number }) => void;
};

export type ApiClient = {
  getJson: <T = unknown>(url: string, headers?: Record<string, string>) => Promise<T>;
  /** Requests made so far, retries included (tests and the log use it). */
  readonly requestCount: number;
};

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Parses Retry-After (seconds or an HTTP date) into milliseconds. */
function retryAfterMs(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * A small JSON-over-HTTP client for the live-sync connectors: it spaces requests to stay under the
 * provider's rate limit and retries rate-limited (429), failing (5xx) and dropped requests with
 * exponential back-off, honouring Retry-After.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchImpl = options.fetch ?? fetch;
  const sleep = options.sleep ?? defaultSleep;
  const now = options.now ?? Date.now;
  const maxRetries = options.maxRetries ?? 5;
  const baseDelayMs = options.baseDelayMs ?? 1000;
  const maxDelayMs = options.maxDelayMs ?? 60_000;
  const spacingMs = options.requestsPerMinute > 0 ? 60_000 / options.requestsPerMinute : 0;
  const secrets = options.secretParams ?? [];
  let nextSlot = 0;
  let requestCount = 0;

  const redact = (url: string) => {
    try {
      const parsed = new URL(url);
      for (const name of secrets) if (parsed.searchParams.has(name)) parsed.searchParams.set(name, '***');
      return parsed.toString();
    } catch {
      return url;
    }
  };

  const waitForSlot = async () => {
    const current = now();
    const start = Math.max(current, nextSlot);
    nextSlot = start + spacingMs;
    if (start > current) await sleep(start - current);
  };

  return {
    get requestCount() {
      return requestCount;
    },
    async getJson<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
      const shown = redact(url);
      for (let attempt = 0; ; attempt++) {
        await waitForSlot();
        requestCount += 1;
        let status = 0;
        let retryAfter: number | undefined;
        let failure: string;
        try {
          const response = await fetchImpl(url, { headers: { accept: 'application/json', ...headers } });
          status = response.status;
          if (response.ok) {
            const text = await response.text();
            try {
              return JSON.parse(text) as T;
            } catch {
              throw new ApiError(`${shown} answered ${status} with a body that is not JSON`, status, shown);
            }
          }
          retryAfter = retryAfterMs(response.headers.get('retry-after'), now());
          failure = `${shown} answered ${status} ${response.statusText}`.trim();
          await response.body?.cancel();
        } catch (error) {
          if (error instanceof ApiError) throw error;
          failure = `${shown} failed: ${error instanceof Error ? error.message : String(error)}`;
        }
        const retryable = status === 0 || status === 429 || status >= 500;
        if (!retryable || attempt >= maxRetries) {
          throw new ApiError(attempt > 0 ? `${failure} (after ${attempt + 1} attempts)` : failure, status, shown);
        }
        const backoff = Math.min(maxDelayMs, baseDelayMs * 2 ** attempt);
        const delayMs = Math.max(backoff, Math.min(retryAfter ?? 0, maxDelayMs * 5));
        options.onRetry?.({ url: shown, status, attempt: attempt + 1, delayMs });
        await sleep(delayMs);
      }
    },
  };
}

/**
 * A failed delivery. `permanent` means retrying cannot help (a 4xx other than 408 and 429, a missing setting):
 * the outbox gives the message up at once instead of backing off. `status` is the receiver's HTTP status.
 */
export class DeliveryError extends Error {
  override name = 'DeliveryError';
  readonly status: number | null;
  readonly permanent: boolean;

  constructor(message: string, options: { status?: number | null; permanent?: boolean } = {}) {
    super(message);
    this.status = options.status ?? null;
    this.permanent = options.permanent ?? false;
  }
}

/** Whether an HTTP status says "do not send this again": client errors, except timeouts and rate limits. */
export const isPermanentStatus = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

/** Reads at most a short excerpt of a failed reply, for the delivery log. */
export async function replyExcerpt(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  return text.replace(/\s+/g, ' ').trim().slice(0, 200);
}

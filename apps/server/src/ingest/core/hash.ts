import { createHash } from 'node:crypto';

/** A short stable hash of any JSON-serialisable value (object keys in the order given). */
export function hashOf(value: unknown, length = 16): string {
  return createHash('sha1').update(JSON.stringify(value)).digest('hex').slice(0, length);
}

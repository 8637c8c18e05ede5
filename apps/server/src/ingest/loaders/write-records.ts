import type { Tx } from '../../db/client';
import type { ImportContext, WriteOutcome } from '../core/types';
import { contentHash, type ParseResult } from './records';

/**
 * The content hashes already stored, by natural key: a record whose hash matches is counted as
 * unchanged without opening a transaction, which keeps re-imports of a large source cheap.
 */
export type StoredHashes<T> = { hashes: Map<string, string>; keyOf: (value: T) => string };

/**
 * Writes parsed records one transaction each through the framework: a record the parser rejected is
 * reported as skipped (file, line or record id, reason) and nothing of it is stored; the rest go on.
 */
export async function writeParsed<T>(
  ctx: ImportContext,
  label: string,
  results: Iterable<ParseResult<T>> | AsyncIterable<ParseResult<T>>,
  write: (tx: Tx, value: T) => Promise<WriteOutcome>,
  options: { total?: number; stored?: StoredHashes<T> } = {},
): Promise<void> {
  const { stored } = options;
  ctx.reporter.start(label, options.total ?? 0);
  for await (const result of results) {
    if (!result.ok) {
      ctx.counts.read += 1;
      ctx.skip({ ...result.ref, reason: result.reason });
    } else if (stored && stored.hashes.get(stored.keyOf(result.value)) === contentHash(result.value)) {
      ctx.counts.read += 1;
      ctx.counts.unchanged += 1;
    } else {
      await ctx.writeRecord(result.ref, (tx) => write(tx, result.value));
    }
    ctx.reporter.tick();
  }
}

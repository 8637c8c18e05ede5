import type { ImportContext, Tx, WriteOutcome } from '../core/types';
import type { ParseResult } from './records';

/**
 * Writes parsed records one transaction each through the framework: a record the parser rejected is
 * reported as skipped (file, line or record id, reason) and nothing of it is stored; the rest go on.
 */
export async function writeParsed<T>(
  ctx: ImportContext,
  label: string,
  results: Iterable<ParseResult<T>> | AsyncIterable<ParseResult<T>>,
  write: (tx: Tx, value: T) => Promise<WriteOutcome>,
  total = 0,
): Promise<void> {
  ctx.reporter.start(label, total);
  for await (const result of results) {
    if (result.ok) {
      await ctx.writeRecord(result.ref, (tx) => write(tx, result.value));
    } else {
      ctx.counts.read += 1;
      ctx.skip({ ...result.ref, reason: result.reason });
    }
    ctx.reporter.tick();
  }
}

import type { IngestCounts, SkippedRecord } from '../../db/schema/ingest';

export type ReporterOptions = {
  /** Where progress goes; defaults to stderr. */
  stream?: NodeJS.WriteStream | { write: (text: string) => unknown; isTTY?: boolean };
  /** Nothing at all (tests). */
  silent?: boolean;
};

/**
 * Progress output for an import: a redrawn bar on a terminal, a plain line every 10% (or every
 * 5 seconds) otherwise, each skipped record as it happens, and a summary at the end.
 */
export class Reporter {
  private readonly stream: NonNullable<ReporterOptions['stream']>;
  private readonly silent: boolean;
  private readonly isTty: boolean;
  private label = '';
  private total = 0;
  private done = 0;
  private lastLineAt = 0;
  private lastPercentStep = -1;

  constructor(options: ReporterOptions = {}) {
    this.stream = options.stream ?? process.stderr;
    this.silent = options.silent ?? false;
    this.isTty = Boolean(this.stream.isTTY);
  }

  /** Starts a phase, e.g. ("tx bills", 692); total 0 when unknown. */
  start(label: string, total = 0): void {
    this.endBar();
    this.label = label;
    this.total = total;
    this.done = 0;
    this.lastPercentStep = -1;
    this.lastLineAt = Date.now();
    this.draw(true);
  }

  tick(count = 1): void {
    this.done += count;
    this.draw(false);
  }

  /** A line of information, printed above the bar. */
  info(message: string): void {
    if (this.silent) return;
    this.endBar();
    this.stream.write(`${message}\n`);
  }

  skipped(record: SkippedRecord): void {
    const where = [record.file, record.line === undefined ? undefined : `line ${record.line}`, record.record]
      .filter(Boolean)
      .join(' ');
    this.info(`  skipped ${where}: ${record.reason}`);
  }

  summary(source: string, counts: IngestCounts, seconds: number): void {
    this.endBar();
    this.info(
      `${source}: ${counts.read} read, ${counts.inserted} inserted, ${counts.updated} updated, ` +
        `${counts.unchanged} unchanged, ${counts.skipped} skipped in ${seconds.toFixed(1)} s`,
    );
  }

  private barVisible = false;

  private draw(force: boolean): void {
    if (this.silent) return;
    if (this.isTty) {
      const width = 30;
      const ratio = this.total > 0 ? Math.min(1, this.done / this.total) : 0;
      const filled = Math.round(ratio * width);
      const bar = this.total > 0 ? `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ` : '';
      const of = this.total > 0 ? `/${this.total}` : '';
      this.stream.write(`\r${bar}${this.done}${of} ${this.label}\u001b[K`);
      this.barVisible = true;
      return;
    }
    const step = this.total > 0 ? Math.floor((this.done / this.total) * 10) : -1;
    const now = Date.now();
    if (force || step > this.lastPercentStep || now - this.lastLineAt > 5000) {
      this.lastPercentStep = step;
      this.lastLineAt = now;
      const of = this.total > 0 ? `/${this.total}` : '';
      this.stream.write(`${this.label}: ${this.done}${of}\n`);
    }
  }

  private endBar(): void {
    if (this.barVisible) {
      this.stream.write('\n');
      this.barVisible = false;
    }
  }
}

export const silentReporter = (): Reporter => new Reporter({ silent: true });

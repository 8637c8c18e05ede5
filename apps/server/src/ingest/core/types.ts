import type { Database, Tx } from '../../db/client';
import type { IngestCounts, SkippedRecord } from '../../db/schema/ingest';
import type { Reporter } from './reporter';

/** What writing one record did. */
export type WriteOutcome = 'inserted' | 'updated' | 'unchanged';

export type RecordLocation = { file: string; record?: string; line?: number };

export type ImportContext = {
  db: Database;
  reporter: Reporter;
  /** The importer's name, e.g. openstates-people. */
  source: string;
  counts: IngestCounts;
  skipped: SkippedRecord[];
  /** Aborts between records (tests, Ctrl-C). */
  signal?: AbortSignal;
  /** Per-run memo for look-ups shared by records (people index, sessions seen, ...). */
  cache: Map<string, unknown>;
  /**
   * LegiScan roll calls whose counts contradict the result the source states (decision 059); the import result
   * reports it per run.
   */
  rollCallsContradicted: number;
  /** Records a record that was not imported, with where it is and why. */
  skip: (record: SkippedRecord) => void;
  /**
   * Writes one record inside its own transaction. A throw rolls the record back, is reported as a
   * skip (file, record, reason) and the import goes on; the counts follow the outcome.
   */
  writeRecord: (where: RecordLocation, write: (tx: Tx) => Promise<WriteOutcome>) => Promise<WriteOutcome | undefined>;
};

export type Importer = {
  /** The CLI name: `npm run import -- <name> <path>`. */
  name: string;
  description: string;
  /**
   * The paths under a data folder laid out like ../shared/data that this importer reads, for
   * `--all`; an empty list when the folder has none.
   */
  locate: (dataDir: string) => string[];
  /** Reads `path` (a file or folder) and writes through ctx.writeRecord. */
  run: (ctx: ImportContext, path: string) => Promise<void>;
  /** Importers that must run first under --all (e.g. bills after people). Lower runs first. */
  order?: number;
};

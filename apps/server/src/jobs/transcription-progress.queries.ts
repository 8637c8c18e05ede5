import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { selectRows } from '../db/sql';
import type { JobStatus } from './job-queue.queries';

/** A transcription job with the hearing it transcribes: what `npm run import -- --wait` prints. */
export type TranscriptionProgressRow = {
  jobId: number;
  status: JobStatus;
  /** Seconds of the recording transcribed, of `progressTotal` (decision 069); 0 of 0 while it is being read. */
  progressDone: number;
  progressTotal: number | null;
  progressMessage: string | null;
  lastError: string | null;
  nextAttemptAt: Date;
  hearingId: number;
  title: string;
  transcriptMessage: string | null;
};

/**
 * The transcription jobs to follow: those named, or else every one still queued or running, oldest first, with
 * the title of the hearing each transcribes.
 */
export async function transcriptionProgress(
  db: Database,
  jobIds?: readonly number[],
): Promise<TranscriptionProgressRow[]> {
  const which =
    jobIds === undefined
      ? sql`j.status in ('queued', 'running')`
      : jobIds.length === 0
        ? sql`false`
        : sql`j.id in (${sql.join(
            jobIds.map((id) => sql`${id}`),
            sql`, `,
          )})`;
  const rows = await selectRows<TranscriptionProgressRow & { nextAttemptAt: Date | string }>(
    db,
    sql`select j.id as "jobId", j.status, j.progress_done as "progressDone", j.progress_total as "progressTotal",
          j.progress_message as "progressMessage", j.last_error as "lastError", j.next_attempt_at as "nextAttemptAt",
          h.id as "hearingId", h.title, h.transcript_message as "transcriptMessage"
        from background_jobs j
        join hearings h on h.id = (j.payload ->> 'hearingId')::int
        where j.kind = 'transcribe-hearing' and ${which}
        order by j.id`,
  );
  return rows.map((row) => ({ ...row, nextAttemptAt: new Date(row.nextAttemptAt) }));
}

import type { FastifyInstance } from 'fastify';
import { MediaError } from '../ingest/hearings/media';
import { TranscriberUnavailableError } from '../ingest/hearings/pocketsphinx';
import { TRANSCRIBE_JOB, transcribeHearing } from '../ingest/hearings/transcribe';
import { type JobHandler, PermanentJobError } from './job-queue';
import type { JobKind } from './register-job-workers';

/**
 * The handler of `transcribe-hearing` jobs (decision 069): payload `{ hearingId }`. A recording that cannot be read
 * or is silent fails for good; a missing recogniser or a failing service is retried with back-off (the hearing
 * says why meanwhile).
 */
export function transcribeHearingHandler(deps: Parameters<typeof transcribeHearing>[0]): JobHandler {
  return async (job, context) => {
    const hearingId = Number(job.payload.hearingId);
    if (!Number.isInteger(hearingId)) throw new PermanentJobError('The job names no hearing.');
    try {
      const outcome = await transcribeHearing(deps, hearingId, {
        signal: context.signal,
        progress: (done, total, message) => context.progress(done, total, message),
      });
      return {
        message: `${outcome.segments} lines, ${outcome.liveActions} live actions, ${outcome.alerts} bills alerted (${outcome.provider})`,
      };
    } catch (error) {
      if (error instanceof MediaError) throw new PermanentJobError(error.message);
      if (error instanceof TranscriberUnavailableError) throw error;
      throw error;
    }
  };
}

export const transcribeHearingJob: JobKind = {
  kind: TRANSCRIBE_JOB,
  // Transcription takes a core: one at a time per process.
  concurrency: 1,
  handler: (app: FastifyInstance) =>
    transcribeHearingHandler({ db: app.db, blobStore: app.blobStore, settings: app.config, log: app.log }),
};

import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  type AddRecordingReply,
  addRecordingFieldsSchema,
  CAPTIONS_MAX_BYTES,
} from '@statehouse/shared/committee-videos/committee-videos.schemas';
import type { Database } from '../../db/client';
import { enqueueJob } from '../../jobs/job-queue';
import { AppError } from '../../lib/app-error';
import type { BlobStore } from '../../lib/blob-store/blob-store';
import { type MultipartMessages, multipartFailure, partBytes, type UploadPart } from '../../plugins/multipart';
import { parseCaptions } from './captions';
import { insertHearingWithSegments, selectCommitteeByName } from './committee-videos.queries';
import { probeMedia } from './ffmpeg-media';

export const recordingMessages: MultipartMessages = {
  notMultipart: 'Send the recording as multipart/form-data: a media part, an optional captions part and the fields.',
  tooLarge: 'The recording is larger than this server accepts (STORAGE_MAX_UPLOAD_BYTES).',
  tooManyParts:
    'Send one media part, at most one captions part and the fields stateCode, title, startsAt, committee, chamber.',
};

/**
 * POST /api/committee-videos/recordings: an account admin adds a recording (decision 070). The media part is
 * written to a temporary file as it arrives (ffmpeg reads it to check it is audio or video and how long), then kept
 * in the blob store; captions (WebVTT or SRT) become its transcript at once, else it waits for the transcriber.
 */
export async function addRecording({
  db,
  blobStore,
  parts,
}: {
  db: Database;
  blobStore: BlobStore;
  parts: AsyncIterable<UploadPart>;
}): Promise<AddRecordingReply> {
  const folder = await mkdtemp(path.join(tmpdir(), 'statehouse-recording-'));
  const mediaFile = path.join(folder, 'media');
  let hasMedia = false;
  let captions: string | null = null;
  const fields: Record<string, unknown> = {};
  try {
    try {
      for await (const part of parts) {
        if (part.type === 'field') {
          fields[part.fieldname] = part.value;
        } else if (part.fieldname === 'media' && !hasMedia) {
          await pipeline(part.file, createWriteStream(mediaFile));
          if ((part.file as { truncated?: boolean }).truncated) {
            throw new AppError('PAYLOAD_TOO_LARGE', recordingMessages.tooLarge);
          }
          hasMedia = true;
        } else if (part.fieldname === 'captions' && captions === null) {
          const bytes = await partBytes(part, recordingMessages);
          if (bytes.length > CAPTIONS_MAX_BYTES)
            throw new AppError('PAYLOAD_TOO_LARGE', 'The captions file is too large');
          captions = bytes.toString('utf8');
        } else {
          part.file.resume();
          throw new AppError('BAD_REQUEST', `Unexpected file part "${part.fieldname}": send media and captions only`);
        }
      }
    } catch (error) {
      throw multipartFailure(error, recordingMessages);
    }
    const parsed = addRecordingFieldsSchema.safeParse(fields);
    if (!parsed.success) throw new AppError('BAD_REQUEST', parsed.error.issues[0]?.message ?? 'Invalid fields');
    if (!hasMedia) throw new AppError('BAD_REQUEST', 'Add the recording as a file part named media');
    const info = await probeMedia(mediaFile);
    if (!info) throw new AppError('BAD_REQUEST', 'The media part is not audio or video that ffmpeg can read');
    const cues = captions === null ? [] : parseCaptions(captions);
    if (captions !== null && cues.length === 0) {
      throw new AppError('BAD_REQUEST', 'The captions file has no timed lines (send WebVTT or SRT)');
    }
    const input = parsed.data;
    const committee = input.committee ? await selectCommitteeByName(db, input.stateCode, input.committee) : undefined;
    const key = `hearings/uploads/${randomUUID()}`;
    const mediaType = info.hasVideo ? 'video/mp4' : 'audio/mp4';
    await blobStore.put(key, createReadStream(mediaFile), { contentType: mediaType });
    const id = await insertHearingWithSegments(
      db,
      {
        jurisdictionId: input.stateCode,
        chamber: input.chamber ?? null,
        committeeId: committee?.id ?? null,
        committeeName: committee?.name ?? input.committee ?? null,
        title: input.title,
        startsAt: new Date(input.startsAt),
        mediaBlobKey: key,
        mediaType,
        durationMs: info.durationMs,
        transcriptStatus: cues.length > 0 ? 'done' : 'queued',
        transcriptMessage: cues.length > 0 ? null : 'Waiting for the transcriber',
        provider: cues.length > 0 ? 'captions' : null,
        source: 'upload',
        sourceKey: key,
      },
      cues,
    );
    // Without captions the recording goes to the transcriber, as an imported one does (decisions 068, 069).
    if (cues.length === 0) {
      await enqueueJob(db, {
        kind: 'transcribe-hearing',
        payload: { hearingId: id },
        dedupeKey: `transcribe-hearing:${id}`,
      });
    }
    return { id, segmentCount: cues.length, transcriptStatus: cues.length > 0 ? 'done' : 'queued' };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

import {
  addRecordingReplySchema,
  CAPTIONS_MAX_BYTES,
  clipUuidParamsSchema,
  committeeVideoClipSchema,
  committeeVideoDetailSchema,
  committeeVideoIdParamsSchema,
  committeeVideoListQuerySchema,
  committeeVideoListReplySchema,
  committeeVideoStatesReplySchema,
  createClipRequestSchema,
  missingLiveReportReplySchema,
  missingLiveReportRequestSchema,
  transcriptSearchQuerySchema,
  transcriptSearchReplySchema,
} from '@statehouse/shared/committee-videos/committee-videos.schemas';
import { errorBodySchema } from '@statehouse/shared/common/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireRole, requireUser } from '../../plugins/auth';
import { multipartBodyDocument, multipartParts } from '../../plugins/multipart';
import { addRecording, recordingMessages } from './add-recording';
import {
  createClip,
  getClip,
  getClipMedia,
  getCommitteeVideo,
  getCommitteeVideoStates,
  getHearingMedia,
  listCommitteeVideos,
  reportMissingLive,
  searchTranscripts,
} from './committee-videos.service';
import { sendMedia } from './media-reply';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };
const mediaTypes = ['video/mp4', 'audio/mp4', 'audio/mpeg', 'video/webm', 'audio/wav'];

/**
 * Recorded hearings (decision 070): the list with every SPEC filter, the states with counts, search inside
 * transcripts, one hearing with its transcript and bill mentions, its recording with Range for seeking, clips cut with
 * ffmpeg, and reports of missing hearings. Hearings are public data but the tool is for signed-in users; a clip is
 * made by an account and opened by anyone holding its link (the share page works signed out).
 */
export const committeeVideosRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['committee-videos'];

  app.get(
    '/committee-videos',
    {
      preHandler: requireUser,
      schema: {
        tags,
        operationId: 'getCommitteeVideos',
        summary:
          'Recorded hearings, newest first: state, session, chamber, committee, year, month, title and transcript words',
        querystring: committeeVideoListQuerySchema,
        response: { 200: committeeVideoListReplySchema, ...errors },
      },
    },
    async (request) => listCommitteeVideos({ db: app.db, query: request.query }),
  );

  app.get(
    '/committee-videos/stateCode',
    {
      preHandler: requireUser,
      schema: {
        tags,
        operationId: 'getCommitteeVideoStates',
        summary: 'The states with recorded hearings, with how many and how many have a transcript',
        response: { 200: committeeVideoStatesReplySchema, ...errors },
      },
    },
    async () => getCommitteeVideoStates({ db: app.db }),
  );

  app.get(
    '/committee-videos/search',
    {
      preHandler: requireUser,
      schema: {
        tags,
        operationId: 'searchCommitteeVideoTranscripts',
        summary: 'Lines spoken in hearings that match the words, across states, each with the moment to jump to',
        querystring: transcriptSearchQuerySchema,
        response: { 200: transcriptSearchReplySchema, ...errors },
      },
    },
    async (request) => searchTranscripts({ db: app.db, query: request.query }),
  );

  app.post(
    '/committee-videos/create-clip',
    {
      preHandler: requireUser,
      schema: {
        tags,
        operationId: 'createCommitteeVideoClip',
        summary: 'Cut a clip (start and end in seconds) from a hearing’s recording; returns it with its share link',
        description:
          'Re-encoded with ffmpeg so the clip starts and ends at the moments asked (H.264/AAC MP4, or AAC for sound ' +
          'only). end must be after start, the clip 1 second to 10 minutes long, start within the recording. Refused with ' +
          '400 “end must be after start…”, "A clip must be at least 1 second long" or "A clip can be at most 10 minutes long".',
        body: createClipRequestSchema,
        response: { 201: committeeVideoClipSchema, ...errors },
      },
    },
    async (request, reply) => {
      const clip = await createClip({
        db: app.db,
        blobStore: app.blobStore,
        caller: currentUser(request),
        input: request.body,
      });
      return reply.status(201).send(clip);
    },
  );

  app.get(
    '/committee-videos/clip/:uuid',
    {
      schema: {
        tags,
        operationId: 'getCommitteeVideoClip',
        summary: 'A clip, its hearing and the lines spoken in it; public: anyone with the link may watch it',
        params: clipUuidParamsSchema,
        response: { 200: committeeVideoClipSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => getClip({ db: app.db, uuid: request.params.uuid }),
  );

  app.get(
    '/committee-videos/clip/:uuid/download',
    {
      config: { fileContentTypes: ['video/mp4', 'audio/mp4'] },
      schema: {
        tags,
        operationId: 'downloadCommitteeVideoClip',
        summary: 'The clip’s file (Range supported, so players seek in it); public like the clip',
        params: clipUuidParamsSchema,
        response: {
          200: z.any().describe('The clip'),
          400: errorBodySchema,
          404: errorBodySchema,
          416: errorBodySchema,
        },
      },
    },
    async (request, reply) =>
      sendMedia({
        request,
        reply,
        blobStore: app.blobStore,
        source: await getClipMedia({ db: app.db, uuid: request.params.uuid }),
        attachment: true,
      }),
  );

  app.get(
    '/committee-videos/:id',
    {
      preHandler: requireUser,
      schema: {
        tags,
        operationId: 'getCommitteeVideo',
        summary: 'A hearing: its recording, committee, transcript lines with times and speakers, and bill mentions',
        params: committeeVideoIdParamsSchema,
        response: { 200: committeeVideoDetailSchema, ...errors },
      },
    },
    async (request) => getCommitteeVideo({ db: app.db, id: request.params.id }),
  );

  app.get(
    '/committee-videos/:id/media',
    {
      preHandler: requireUser,
      config: { fileContentTypes: mediaTypes },
      schema: {
        tags,
        operationId: 'getCommitteeVideoMedia',
        summary:
          'A hearing’s recording, streamed with Range for seeking (a recording held elsewhere: a redirect to it)',
        params: committeeVideoIdParamsSchema,
        response: { 200: z.any().describe('The recording'), ...errors, 416: errorBodySchema },
      },
    },
    async (request, reply) =>
      sendMedia({
        request,
        reply,
        blobStore: app.blobStore,
        source: await getHearingMedia({ db: app.db, id: request.params.id }),
        attachment: false,
      }),
  );

  app.post(
    '/committee-videos/recordings',
    {
      preHandler: requireRole('admin'),
      config: {
        multipartBody: multipartBodyDocument({
          files: {
            media: {
              description: 'The recording (anything ffmpeg reads: mp4, webm, mp3, wav, m4a).',
              maxBytes: app.config.STORAGE_MAX_UPLOAD_BYTES,
              maxItems: 1,
            },
            captions: {
              description: 'Optional WebVTT or SRT captions: the transcript.',
              maxBytes: CAPTIONS_MAX_BYTES,
              maxItems: 1,
            },
          },
          fields: {
            stateCode: { description: 'Two-letter state code.' },
            title: { description: 'The hearing’s title.' },
            startsAt: { description: 'When it started, ISO 8601 with offset.' },
            committee: { description: 'The committee’s name (matched to the state’s committees).' },
            chamber: { description: 'upper, lower or joint.' },
          },
          required: ['media', 'stateCode', 'title', 'startsAt'],
        }),
      },
      schema: {
        tags,
        operationId: 'addHearingRecording',
        summary:
          'Add a recorded hearing (account admins): the media file and, optionally, its captions as the transcript',
        consumes: ['multipart/form-data'],
        response: { 201: addRecordingReplySchema, ...errors, 403: errorBodySchema, 413: errorBodySchema },
      },
    },
    async (request, reply) => {
      const added = await addRecording({
        db: app.db,
        blobStore: app.blobStore,
        parts: multipartParts(request, {
          limits: { fileSize: app.config.STORAGE_MAX_UPLOAD_BYTES, files: 2, fields: 10, parts: 12 },
          messages: recordingMessages,
        }),
      });
      return reply.status(201).send(added);
    },
  );

  app.post(
    '/committee-videos/missing-live-report',
    {
      preHandler: requireUser,
      schema: {
        tags,
        operationId: 'reportMissingLive',
        summary: 'Report a hearing you expected to find here and did not',
        body: missingLiveReportRequestSchema,
        response: { 201: missingLiveReportReplySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await reportMissingLive({ db: app.db, caller: currentUser(request), input: request.body })),
  );
};

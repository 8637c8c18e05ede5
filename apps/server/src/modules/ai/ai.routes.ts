import {
  aiAnswerSchema,
  aiHistoryReplySchema,
  billChatHistoryParamsSchema,
  billQuestionRequestSchema,
  chatRequestSchema,
  gatherContextReplySchema,
  gatherContextRequestSchema,
  regChatRequestSchema,
  requestMissingParamsReplySchema,
  requestMissingParamsRequestSchema,
  statuteChatRequestSchema,
  summarizeReplySchema,
  summarizeRequestSchema,
} from '@statehouse/shared/ai/ai.schemas';
import { videoChatRequestSchema } from '@statehouse/shared/committee-videos/committee-videos.schemas';
import { errorBodySchema } from '@statehouse/shared/common/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../plugins/auth';
import {
  type AnswerPlan,
  answerPlan,
  findMissingParams,
  gatherContext,
  getBillChatHistory,
  getHistory,
  planBillQuestion,
  planChat,
  planSectionQuestion,
  planVideoQuestion,
  summarize,
} from './ai.service';
import { sendAnswer } from './ai.stream';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  404: errorBodySchema,
  429: errorBodySchema,
  502: errorBodySchema,
  503: errorBodySchema,
};

const streamNote =
  ' Send `Accept: text/event-stream` to receive it as Server-Sent Events while it is written (events citations, ' +
  'delta, done, error); otherwise the whole answer is one JSON reply. Extractive (quoted, offline) unless ' +
  'AI_BASE_URL, AI_API_KEY and AI_MODEL name a model.';

/**
 * AI (decision 036): cited answers over bills, statutes, regulations and the account's files, the passages behind
 * them, chat history per user within the account, the parameters a request still needs, and summaries. Every call
 * needs a signed-in user; answers and history are the caller's own.
 */
export const aiRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['ai'];
  app.addHook('onRequest', requireUser);

  /** Answers a plan as JSON or as an event stream; the model stops when the browser goes away. */
  const answer = async (request: FastifyRequest, reply: FastifyReply, plan: AnswerPlan) => {
    const abort = new AbortController();
    const events = answerPlan({
      db: app.db,
      provider: app.ai.provider,
      caller: currentUser(request),
      plan,
      signal: abort.signal,
    });
    return sendAnswer(request, reply, events, abort);
  };

  app.post(
    '/ai/bill-question',
    {
      preHandler: requireUser,
      schema: {
        tags,
        operationId: 'askBillQuestion',
        summary: "Answer a question from a bill's latest version (or the one named), citing its passages.",
        description: streamNote,
        body: billQuestionRequestSchema,
        response: { 200: aiAnswerSchema, ...errors },
      },
    },
    async (request, reply) => answer(request, reply, await planBillQuestion({ db: app.db, input: request.body })),
  );

  app.post(
    '/ai/video-chat',
    {
      preHandler: requireUser,
      schema: {
        tags,
        operationId: 'queryVideoChat',
        summary: "Answer a question from a hearing's transcript, citing the moments of the recording (startMs).",
        description: streamNote,
        body: videoChatRequestSchema,
        response: { 200: aiAnswerSchema, ...errors },
      },
    },
    async (request, reply) => answer(request, reply, await planVideoQuestion({ db: app.db, input: request.body })),
  );

  app.post(
    '/ai/statute-chat',
    {
      preHandler: requireUser,
      schema: {
        tags,
        operationId: 'askStatuteQuestion',
        summary: 'Answer a question about a statute section, from it and the matching sections of its code.',
        description: streamNote,
        body: statuteChatRequestSchema,
        response: { 200: aiAnswerSchema, ...errors },
      },
    },
    async (request, reply) =>
      answer(request, reply, await planSectionQuestion({ db: app.db, kind: 'statute', input: request.body })),
  );

  app.post(
    '/ai/reg-chat',
    {
      preHandler: requireUser,
      schema: {
        tags,
        operationId: 'askRegulationQuestion',
        summary: 'Answer a question about a regulation section, from it and the matching sections of its code.',
        description: streamNote,
        body: regChatRequestSchema,
        response: { 200: aiAnswerSchema, ...errors },
      },
    },
    async (request, reply) =>
      answer(request, reply, await planSectionQuestion({ db: app.db, kind: 'regulation', input: request.body })),
  );

  app.post(
    '/ai/chat',
    {
      preHandler: requireUser,
      schema: {
        tags,
        operationId: 'chat',
        summary: "Answer a question across bills, statutes, regulations and your account's files, with citations.",
        description: streamNote,
        body: chatRequestSchema,
        response: { 200: aiAnswerSchema, ...errors },
      },
    },
    async (request, reply) =>
      answer(request, reply, await planChat({ db: app.db, caller: currentUser(request), input: request.body })),
  );

  app.post(
    '/ai/gather-context',
    {
      preHandler: requireUser,
      schema: {
        tags,
        operationId: 'gatherContext',
        summary:
          'The passages a question would be answered from, best first, with their sources (nothing is answered).',
        body: gatherContextRequestSchema,
        response: { 200: gatherContextReplySchema, ...errors },
      },
    },
    async (request) => gatherContext({ db: app.db, caller: currentUser(request), input: request.body }),
  );

  app.post(
    '/ai/request-missing-params',
    {
      preHandler: requireUser,
      schema: {
        tags,
        operationId: 'requestMissingParams',
        summary:
          'Which parameters a report or question still needs, read from the values given and the request words, ' +
          'and asked for in plain words',
        body: requestMissingParamsRequestSchema,
        response: { 200: requestMissingParamsReplySchema, ...errors },
      },
    },
    async (request) => findMissingParams(request.body),
  );

  app.get(
    '/ai/bill-chat/history/:billId',
    {
      preHandler: requireUser,
      schema: {
        tags,
        operationId: 'getBillChatHistory',
        summary: 'Your questions about a bill and their answers in this account, oldest first (the last 100).',
        params: billChatHistoryParamsSchema,
        response: { 200: aiHistoryReplySchema, ...errors },
      },
    },
    async (request) => getBillChatHistory({ db: app.db, caller: currentUser(request), billId: request.params.billId }),
  );

  app.get(
    '/ai/chat/history',
    {
      preHandler: requireUser,
      schema: {
        tags,
        operationId: 'getChatHistory',
        summary: 'Your general AI chat in this account, oldest first (the last 100 messages).',
        response: { 200: aiHistoryReplySchema, ...errors },
      },
    },
    async (request) =>
      getHistory({ db: app.db, caller: currentUser(request), thread: { thread: 'general', subjectId: null } }),
  );

  app.post(
    '/initSetup/summarize',
    {
      preHandler: requireUser,
      schema: {
        tags: ['setup'],
        operationId: 'summarizeText',
        summary: "A summary and keywords of an organization's description or a document (extractive offline).",
        body: summarizeRequestSchema,
        response: { 200: summarizeReplySchema, ...errors },
      },
    },
    async (request) => summarize({ provider: app.ai.provider, input: request.body }),
  );
};

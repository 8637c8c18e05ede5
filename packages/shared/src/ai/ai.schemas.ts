import { z } from 'zod';
import { billIdSchema } from '../bills/bill-id';
import { idValue } from '../common/query-params';
import { STATE_CODE_PATTERN, stateCodes } from '../reference/states';

/** The longest question or chat message accepted, in characters. */
export const AI_QUESTION_MAX = 2000;
/** The longest text /api/initSetup/summarize reads, in characters (a long document is cut, and the reply says so). */
export const SUMMARIZE_TEXT_MAX = 200_000;
/** How many passages an answer is built from by default, and the most a caller may ask for. */
export const AI_PASSAGES_DEFAULT = 6;
export const AI_PASSAGES_MAX = 20;
/** How many messages a history reply carries, newest last. */
export const AI_HISTORY_LIMIT = 100;

/** Where a passage comes from: a bill version, a statute or regulation section, or one of the account's files. */
export const aiSourceKinds = ['bill_version', 'statute', 'regulation', 'file'] as const;
export type AiSourceKind = (typeof aiSourceKinds)[number];
/** What an answer may cite: the sources above, and a hearing's transcript (POST /api/ai/video-chat only). */
export const aiCitationKinds = [...aiSourceKinds, 'hearing_transcript'] as const;
export type AiCitationKind = (typeof aiCitationKinds)[number];

/**
 * A cited passage: the source's id (version id, section id or file uuid), a label people read ("TX HB 1,
 * Introduced"), the character range of the passage in the source's plain text, and the words quoted. billId is set
 * for bill versions so a client can link to the bill's Text tab.
 */
export const aiCitationSchema = z
  .object({
    n: z.number().int().min(1).describe('The number the answer cites it by: [1], [2], ...'),
    kind: z.enum(aiCitationKinds),
    id: z.string().describe('Bill version id, statute or regulation section id, file id, or hearing id.'),
    billId: z.string().optional().describe('For a bill version: its bill.'),
    label: z.string(),
    start: z.number().int().min(0).optional().describe('Offset of the passage in the plain text of the source.'),
    end: z.number().int().min(0).optional(),
    startMs: z
      .number()
      .int()
      .min(0)
      .optional()
      .describe('For a hearing transcript: the moment of the recording the cited line starts at.'),
    quote: z.string().describe('The passage (or the sentences of it the answer used).'),
  })
  .describe('AiCitation');
export type AiCitation = z.infer<typeof aiCitationSchema>;

/** A passage found by retrieval, with its score (higher is better, comparable only within one reply). */
export const aiPassageSchema = aiCitationSchema
  .omit({ n: true, quote: true })
  .extend({ score: z.number(), text: z.string().describe('The whole passage.') })
  .describe('AiPassage');
export type AiPassage = z.infer<typeof aiPassageSchema>;

const question = z
  .string({ error: 'question must be text' })
  .trim()
  .min(3, 'Ask a question of at least 3 characters')
  .max(AI_QUESTION_MAX, `A question can be at most ${AI_QUESTION_MAX} characters`);

const stateCode = z
  .string()
  .trim()
  .toUpperCase()
  .refine((code) => (stateCodes as readonly string[]).includes(code), { error: 'stateCode must be a state code' })
  .meta({ pattern: STATE_CODE_PATTERN.source });

/** POST /api/ai/bill-question: a question about one bill, answered from its latest version (or the one named). */
export const billQuestionRequestSchema = z
  .object({
    billId: billIdSchema,
    question,
    billVersionId: idValue('billVersionId').optional().describe('Answer from this version instead of the latest.'),
  })
  .describe('BillQuestion');
export type BillQuestionRequest = z.infer<typeof billQuestionRequestSchema>;

/** POST /api/ai/statute-chat: a question about one statute section (and the rest of its code). */
export const statuteChatRequestSchema = z.object({ statuteId: idValue('statuteId'), question }).describe('StatuteChat');
export type StatuteChatRequest = z.infer<typeof statuteChatRequestSchema>;

/** POST /api/ai/reg-chat: a question about one regulation section (and the rest of its code). */
export const regChatRequestSchema = z.object({ regId: idValue('regId'), question }).describe('RegChat');
export type RegChatRequest = z.infer<typeof regChatRequestSchema>;

/** Which sources a general question searches; every kind when omitted. */
const sourcesField = z
  .array(z.enum(aiSourceKinds))
  .min(1, 'Name at least one source, or leave sources out to search all')
  .optional();

/** POST /api/ai/chat: a question across bills, statutes, regulations and the account's files. */
export const chatRequestSchema = z
  .object({
    message: z
      .string({ error: 'message must be text' })
      .trim()
      .min(3, 'Write a message of at least 3 characters')
      .max(AI_QUESTION_MAX, `A message can be at most ${AI_QUESTION_MAX} characters`),
    stateCode: stateCode.optional().describe('Search this state only (bills, statutes, regulations).'),
    sources: sourcesField,
  })
  .describe('Chat');
export type ChatRequest = z.infer<typeof chatRequestSchema>;

/** POST /api/ai/gather-context: the passages a question would be answered from, without answering it. */
export const gatherContextRequestSchema = z
  .object({
    query: z
      .string({ error: 'query must be text' })
      .trim()
      .min(2, 'query needs at least 2 characters')
      .max(AI_QUESTION_MAX, `query can be at most ${AI_QUESTION_MAX} characters`),
    billId: billIdSchema.optional().describe('Search this bill only.'),
    statuteId: idValue('statuteId').optional(),
    regId: idValue('regId').optional(),
    stateCode: stateCode.optional(),
    sources: sourcesField,
    limit: z.number().int().min(1).max(AI_PASSAGES_MAX).default(AI_PASSAGES_DEFAULT),
  })
  .describe('GatherContext');
export type GatherContextRequest = z.input<typeof gatherContextRequestSchema>;

export const gatherContextReplySchema = z
  .object({
    query: z.string(),
    passages: z.array(aiPassageSchema),
    sources: z
      .array(
        z.object({ kind: z.enum(aiSourceKinds), id: z.string(), billId: z.string().optional(), label: z.string() }),
      )
      .describe('Each source the passages come from, once, best first.'),
  })
  .describe('GatherContextReply');
export type GatherContextReply = z.infer<typeof gatherContextReplySchema>;

/**
 * The reply of every answer call (bill-question, statute-chat, reg-chat, chat) as JSON. With `Accept:
 * text/event-stream` the same answer streams instead: `event: citations` (the AiCitation list), then `event:
 * delta` ({ text }) as the answer is written, then `event: done` (this object), or `event: error` ({ message }).
 */
export const aiAnswerSchema = z
  .object({
    answer: z.string(),
    citations: z.array(aiCitationSchema),
    provider: z.string().describe('"extractive" (offline, quotes the passages) or the configured model.'),
    extractive: z.boolean().describe('True when the answer is built from quoted sentences, not written by a model.'),
    messageId: z.number().int().describe('The stored assistant message (chat history).'),
  })
  .describe('AiAnswer');
export type AiAnswer = z.infer<typeof aiAnswerSchema>;

/** Server-Sent Event names of a streamed answer. */
export const aiStreamEvents = ['citations', 'delta', 'done', 'error'] as const;
export type AiStreamEvent = (typeof aiStreamEvents)[number];

export const aiChatMessageSchema = z
  .object({
    id: z.number().int(),
    role: z.enum(['user', 'assistant']),
    content: z.string(),
    citations: z.array(aiCitationSchema),
    provider: z.string().nullable(),
    createdAt: z.string(),
  })
  .describe('AiChatMessage');
export type AiChatMessage = z.infer<typeof aiChatMessageSchema>;

export const aiHistoryReplySchema = z.object({ items: z.array(aiChatMessageSchema) }).describe('AiHistory');
export type AiHistoryReply = z.infer<typeof aiHistoryReplySchema>;

export const billChatHistoryParamsSchema = z.object({ billId: billIdSchema });

/** Kinds of parameter a report template or question may declare (how it is recognized in free text). */
export const aiParameterTypes = ['text', 'state', 'bill', 'date', 'number', 'choice', 'company'] as const;
export type AiParameterType = (typeof aiParameterTypes)[number];

/**
 * A parameter a report template or question needs. AI report templates declare theirs with this shape and
 * pass them to POST /api/ai/request-missing-params; `question` is how it is asked when missing.
 */
export const aiParameterSpecSchema = z
  .object({
    name: z
      .string()
      .regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'A parameter name is a letter then letters, digits or _')
      .describe('Key in `provided` and in the reply.'),
    label: z.string().trim().min(1).max(120).meta({ pattern: '\\S' }),
    type: z.enum(aiParameterTypes).default('text'),
    required: z.boolean().default(true),
    question: z.string().trim().max(300).optional().describe('How to ask for it; a question is made from the label.'),
    options: z.array(z.string().min(1).max(200)).max(100).optional().describe('The allowed values of a choice.'),
  })
  .describe('AiParameterSpec');
export type AiParameterSpec = z.input<typeof aiParameterSpecSchema>;

/**
 * POST /api/ai/request-missing-params: which declared parameters a request still lacks. Values are read from
 * `provided` first, then recognized in the request's words (a state, a bill number, a date, a number, a choice).
 * Without `parameters`, a question is checked for what any legislative question needs: what it is about.
 */
export const requestMissingParamsRequestSchema = z
  .object({
    request: z
      .string({ error: 'request must be text' })
      .trim()
      .max(AI_QUESTION_MAX, `request can be at most ${AI_QUESTION_MAX} characters`)
      .default(''),
    parameters: z.array(aiParameterSpecSchema).max(50).optional(),
    provided: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).default({}),
  })
  .describe('RequestMissingParams');
export type RequestMissingParamsRequest = z.input<typeof requestMissingParamsRequestSchema>;

export const requestMissingParamsReplySchema = z
  .object({
    complete: z.boolean().describe('True when every required parameter has a value.'),
    values: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).describe('What is known, by name.'),
    recognized: z.array(z.string()).describe('Names whose value was read from the request words.'),
    missing: z.array(
      z.object({ name: z.string(), label: z.string(), question: z.string(), options: z.array(z.string()).optional() }),
    ),
    message: z.string().describe('The missing parameters asked for in plain words, or that nothing is missing.'),
  })
  .describe('RequestMissingParamsReply');
export type RequestMissingParamsReply = z.infer<typeof requestMissingParamsReplySchema>;

/** POST /api/initSetup/summarize: a summary and keywords of an organization's description or a document. */
export const summarizeRequestSchema = z
  .object({
    text: z
      .string({ error: 'text must be text' })
      .trim()
      .min(20, 'Give at least 20 characters to summarize')
      .max(SUMMARIZE_TEXT_MAX, `text can be at most ${SUMMARIZE_TEXT_MAX} characters`),
    maxSentences: z.number().int().min(1).max(10).default(3),
    maxKeywords: z.number().int().min(1).max(30).default(10),
  })
  .describe('Summarize');
export type SummarizeRequest = z.input<typeof summarizeRequestSchema>;

export const summarizeReplySchema = z
  .object({
    summary: z.string(),
    keywords: z.array(z.string()),
    subjects: z
      .array(z.object({ value: z.number().int(), label: z.string() }))
      .describe(
        'Suggested subjects, most mentioned first: the subject list’s keywords found in the sentences and keywords.',
      ),
    provider: z.string(),
    extractive: z.boolean(),
  })
  .describe('SummarizeReply');
export type SummarizeReply = z.infer<typeof summarizeReplySchema>;

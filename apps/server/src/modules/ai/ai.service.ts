import {
  AI_HISTORY_LIMIT,
  AI_PASSAGES_DEFAULT,
  type AiAnswer,
  type AiChatMessage,
  type AiCitation,
  type AiHistoryReply,
  type AiPassage,
  type AiSourceKind,
  aiSourceKinds,
  type BillQuestionRequest,
  type ChatRequest,
  type GatherContextReply,
  type gatherContextRequestSchema,
  type RegChatRequest,
  type StatuteChatRequest,
  type SummarizeReply,
  type summarizeRequestSchema,
} from '@statehouse/shared/ai/ai.schemas';
import type { VideoChatRequest } from '@statehouse/shared/committee-videos/committee-videos.schemas';
import { classifySubjects, subjectLabel } from '@statehouse/shared/reference/subjects';
import type { z } from 'zod';
import { billChanges, matchWordsFor } from '../../ai/bill-changes';
import type { AiProvider, AnswerOptions, ChatTurn } from '../../ai/provider';
import { findSection, retrievePassages, type SearchScope, type SourceDocument } from '../../ai/retrieval';
import { summarizeExtractive } from '../../ai/summarize';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import { getBillText, requireBill } from '../bills/bills.service';
import { transcriptPassages } from '../committee-videos/committee-videos.service';
import {
  type ChatMessageRow,
  type ChatOwner,
  type ChatThread,
  insertExchange,
  selectThreadMessages,
} from './ai.queries';

export { findMissingParams } from './missing-params';

export type Caller = Pick<AuthUser, 'id' | 'accountId'>;

const ownerOf = (caller: Caller): ChatOwner => ({ accountId: caller.accountId, userId: caller.id });

/** Earlier turns a model sees with a new question (the extractive provider ignores them). */
const HISTORY_TURNS_FOR_MODEL = 6;

/** Everything needed to answer one question: what is asked, from which passages, and where it is stored. */
export type AnswerPlan = {
  question: string;
  /**
   * What passages and quoted sentences are matched on when it is not the question itself (a question about what
   * the bill changes also matches the words of amending clauses, ai/bill-changes.matchWordsFor). A model reads the
   * question as asked.
   */
  matchWords?: string;
  passages: AiPassage[];
  thread: ChatThread;
  options: AnswerOptions;
};

/** What a streamed answer sends, in order: the citations (again when they change), text deltas, then done. */
export type AnswerStreamEvent =
  | { event: 'citations'; data: AiCitation[] }
  | { event: 'delta'; data: { text: string } }
  | { event: 'done'; data: AiAnswer };

/** "TX HB 1" from TX-892-HB-1. */
const billLabel = (billId: string) => {
  const [state = '', , type = '', number = ''] = billId.split('-');
  return `${state} ${type} ${number}`;
};

/** A passage of a document at [start, end), unscored. */
const passageAt = (document: SourceDocument, start: number, end: number): AiPassage => ({
  kind: document.kind,
  id: document.id,
  ...(document.billId ? { billId: document.billId } : {}),
  label: document.label,
  start,
  end,
  text: document.text.slice(start, end),
  score: 0,
});

/** POST /api/ai/bill-question: the bill's latest version (or the one named) is the only source. */
export async function planBillQuestion({
  db,
  input,
}: {
  db: Database;
  input: BillQuestionRequest;
}): Promise<AnswerPlan> {
  const version = await getBillText({ db, id: input.billId, versionId: input.billVersionId });
  const label = billLabel(version.billId);
  if (!version.text.trim()) {
    throw new AppError(
      'NOT_FOUND',
      `The text of ${label} (${version.name}) is not available here, so questions cannot be answered from it`,
    );
  }
  const document: SourceDocument = {
    kind: 'bill_version',
    id: String(version.billVersionId),
    billId: version.billId,
    label: `${label}, ${version.name}`,
    text: version.text,
  };
  const matchWords = matchWordsFor(input.question);
  // A question about what the bill changes is answered from its amending clauses, in the bill's order.
  const clauses = matchWords !== input.question ? billChanges(document.text).slice(0, AI_PASSAGES_DEFAULT) : [];
  const passages =
    clauses.length > 0
      ? clauses.map((clause, index) => ({
          ...passageAt(document, clause.start, clause.end),
          score: clauses.length - index,
        }))
      : await retrievePassages(db, { query: matchWords, documents: [document], limit: AI_PASSAGES_DEFAULT });
  return {
    question: input.question,
    ...(matchWords !== input.question ? { matchWords } : {}),
    passages,
    thread: { thread: 'bill', subjectId: version.billId },
    options: { scopeLabel: `${label} (${version.name})`, ...(clauses.length > 0 ? { passagesAreAnswers: true } : {}) },
  };
}

/** POST /api/ai/statute-chat and /reg-chat: the section, then the best-matching sections of the same code. */
export async function planSectionQuestion({
  db,
  kind,
  input,
}: {
  db: Database;
  kind: 'statute' | 'regulation';
  input: StatuteChatRequest | RegChatRequest;
}): Promise<AnswerPlan> {
  const id = 'statuteId' in input ? input.statuteId : input.regId;
  const section = await findSection(db, kind, id);
  if (!section) {
    throw new AppError('NOT_FOUND', `${kind === 'statute' ? 'Statute' : 'Regulation'} section ${id} was not found`);
  }
  const passages = await retrievePassages(db, {
    query: input.question,
    documents: [section],
    search: {
      sources: [kind],
      stateCode: section.row.jurisdictionId,
      code: section.row.code,
      excludeSectionId: section.row.id,
    },
    limit: AI_PASSAGES_DEFAULT,
  });
  return {
    question: input.question,
    passages,
    thread: { thread: kind, subjectId: String(id) },
    options: { scopeLabel: `${section.label} and ${section.row.code}` },
  };
}

/**
 * POST /api/ai/video-chat: a question about one hearing, answered from its transcript; each citation carries the
 * moment of the recording it quotes (startMs), so the page can jump there.
 */
export async function planVideoQuestion({ db, input }: { db: Database; input: VideoChatRequest }): Promise<AnswerPlan> {
  const { passages, title } = await transcriptPassages({ db, videoId: input.videoId, question: input.question });
  return {
    question: input.question,
    passages,
    thread: { thread: 'video', subjectId: String(input.videoId) },
    options: { scopeLabel: `the transcript of ${title}` },
  };
}

/** POST /api/ai/chat: bills, statutes, regulations and the caller's account's files. */
export async function planChat({
  db,
  caller,
  input,
}: {
  db: Database;
  caller: Caller;
  input: ChatRequest;
}): Promise<AnswerPlan> {
  const sources = input.sources ?? aiSourceKinds;
  const passages = await retrievePassages(db, {
    query: input.message,
    search: { sources, stateCode: input.stateCode, accountId: caller.accountId },
    limit: AI_PASSAGES_DEFAULT,
  });
  return {
    question: input.message,
    passages,
    thread: { thread: 'general', subjectId: null },
    options: { scopeLabel: input.stateCode ? `the ${input.stateCode} sources` : 'the sources searched' },
  };
}

const toMessage = (row: ChatMessageRow): AiChatMessage => ({
  id: row.id,
  role: row.role,
  content: row.content,
  citations: row.citations,
  provider: row.provider,
  createdAt: new Date(row.createdAt).toISOString(),
});

/**
 * Answers a plan with the provider, as events: the answer streams as the provider writes it, and once it is
 * complete the question and answer are stored in the caller's thread (a failed answer stores nothing). Provider
 * failures are AppErrors (429, 502, 503) raised from the iteration.
 */
export async function* answerPlan(options: {
  db: Database;
  provider: AiProvider;
  caller: Caller;
  plan: AnswerPlan;
  signal?: AbortSignal;
}): AsyncGenerator<AnswerStreamEvent> {
  const { db, provider, caller, plan } = options;
  const owner = ownerOf(caller);
  let history: ChatTurn[] = [];
  if (!provider.extractive) {
    const earlier = await selectThreadMessages(db, owner, plan.thread, HISTORY_TURNS_FOR_MODEL);
    history = earlier.map((row) => ({ role: row.role, content: row.content }));
  }
  let text = '';
  let citations: AiCitation[] = [];
  const asked = provider.extractive ? (plan.matchWords ?? plan.question) : plan.question;
  for await (const event of provider.answer(asked, plan.passages, {
    ...plan.options,
    history,
    signal: options.signal,
  })) {
    if (event.type === 'text') {
      text += event.text;
      yield { event: 'delta', data: { text: event.text } };
    } else {
      citations = event.citations;
      yield { event: 'citations', data: citations };
    }
  }
  const stored = await insertExchange(db, owner, plan.thread, {
    question: plan.question,
    answer: text,
    citations,
    provider: provider.name,
  });
  yield {
    event: 'done',
    data: { answer: text, citations, provider: provider.name, extractive: provider.extractive, messageId: stored.id },
  };
}

/** The whole answer at once (the JSON reply). */
export async function answerAtOnce(options: Parameters<typeof answerPlan>[0]): Promise<AiAnswer> {
  for await (const event of answerPlan(options)) if (event.event === 'done') return event.data;
  throw new AppError('BAD_GATEWAY', 'The answer ended before it was complete. Try again.');
}

/** GET /api/ai/bill-chat/history/{billId} and /api/ai/chat/history: the caller's own thread in this account. */
export async function getHistory({
  db,
  caller,
  thread,
}: {
  db: Database;
  caller: Caller;
  thread: ChatThread;
}): Promise<AiHistoryReply> {
  const rows = await selectThreadMessages(db, ownerOf(caller), thread, AI_HISTORY_LIMIT);
  return { items: rows.map(toMessage) };
}

/** GET /api/ai/bill-chat/history/{billId}: the caller's conversation about a bill; 404 when there is no such bill. */
export async function getBillChatHistory({
  db,
  caller,
  billId,
}: {
  db: Database;
  caller: Caller;
  billId: string;
}): Promise<AiHistoryReply> {
  await requireBill(db, billId);
  return getHistory({ db, caller, thread: billThread(billId) });
}

/** Bill ids are stored upper-case but for the number's suffix; the history is keyed by the stored id. */
export const billThread = (billId: string): ChatThread => {
  const parts = billId.trim().split('-');
  return { thread: 'bill', subjectId: parts.map((part, index) => (index < 3 ? part.toUpperCase() : part)).join('-') };
};

/** POST /api/ai/gather-context: the passages (and their sources) a question would be answered from. */
export async function gatherContext({
  db,
  caller,
  input,
}: {
  db: Database;
  caller: Caller;
  input: z.output<typeof gatherContextRequestSchema>;
}): Promise<GatherContextReply> {
  const documents: SourceDocument[] = [];
  let search: SearchScope | undefined;
  if (input.billId) {
    const version = await getBillText({ db, id: input.billId });
    documents.push({
      kind: 'bill_version',
      id: String(version.billVersionId),
      billId: version.billId,
      label: `${billLabel(version.billId)}, ${version.name}`,
      text: version.text,
    });
  }
  for (const [kind, id] of [
    ['statute', input.statuteId],
    ['regulation', input.regId],
  ] as const) {
    if (id === undefined) continue;
    const section = await findSection(db, kind, id);
    if (!section) {
      throw new AppError('NOT_FOUND', `${kind === 'statute' ? 'Statute' : 'Regulation'} section ${id} was not found`);
    }
    documents.push(section);
  }
  if (documents.length === 0) {
    search = { sources: input.sources ?? aiSourceKinds, stateCode: input.stateCode, accountId: caller.accountId };
  }
  const passages = await retrievePassages(db, { query: input.query, documents, search, limit: input.limit });
  const sources: GatherContextReply['sources'] = [];
  const seen = new Set<string>();
  for (const passage of passages) {
    const key = `${passage.kind}:${passage.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    sources.push({
      kind: passage.kind as AiSourceKind,
      id: passage.id,
      ...(passage.billId ? { billId: passage.billId } : {}),
      label: passage.label,
    });
  }
  return { query: input.query, passages, sources };
}

/** The part of a model's reply that is JSON (models wrap it in prose or ``` fences). */
function jsonIn(text: string): unknown {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start === -1 || end <= start) return undefined;
  try {
    return JSON.parse(text.slice(start, end + 1));
  } catch {
    return undefined;
  }
}

/** Most subjects summarize suggests. */
const SUGGESTED_SUBJECTS = 6;

/**
 * Subjects for a description, offline: each sentence and each keyword is classified with the subject list's own
 * keywords (classifySubjects, the mapping the importers use for state subject terms), and subjects are ranked by how
 * many sentences and keywords name them.
 */
export function suggestSubjects(text: string, keywords: readonly string[]) {
  const counts = new Map<number, number>();
  const pieces = [...text.split(/(?<=[.!?;])\s+|\n+/), ...keywords];
  for (const piece of pieces) {
    for (const value of classifySubjects([piece])) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, SUGGESTED_SUBJECTS)
    .map(([value]) => ({ value, label: subjectLabel(value) ?? String(value) }));
}

/** The most text sent to a model for a summary (characters); the extractive method reads all of it. */
const SUMMARY_PROMPT_CHARS = 24_000;

/**
 * POST /api/initSetup/summarize: a summary and keywords of an organization's description or a document. The
 * configured model writes them when there is one (asked for JSON); offline, the most central sentences and the
 * most frequent content words and phrases.
 */
export async function summarize({
  provider,
  input,
  signal,
}: {
  provider: AiProvider;
  input: z.output<typeof summarizeRequestSchema>;
  signal?: AbortSignal;
}): Promise<SummarizeReply> {
  if (!provider.complete) {
    const result = summarizeExtractive(input.text, input.maxSentences, input.maxKeywords);
    return {
      ...result,
      subjects: suggestSubjects(input.text, result.keywords),
      provider: provider.name,
      extractive: true,
    };
  }
  const reply = await provider.complete(
    [
      {
        role: 'system',
        content:
          'You summarize texts for a legislative tracking service. Answer with JSON only: ' +
          `{"summary": "at most ${input.maxSentences} sentences", "keywords": ["at most ${input.maxKeywords} short keywords or phrases a bill search would use"]}.`,
      },
      { role: 'user', content: input.text.slice(0, SUMMARY_PROMPT_CHARS) },
    ],
    { signal, json: true },
  );
  const parsed = jsonIn(reply) as { summary?: unknown; keywords?: unknown } | undefined;
  if (!parsed || typeof parsed.summary !== 'string' || !Array.isArray(parsed.keywords)) {
    throw new AppError('BAD_GATEWAY', 'The AI model did not answer with a summary and keywords. Try again.');
  }
  const keywords = parsed.keywords
    .filter((keyword): keyword is string => typeof keyword === 'string' && keyword.trim() !== '')
    .map((keyword) => keyword.trim())
    .slice(0, input.maxKeywords);
  return {
    summary: parsed.summary.trim(),
    keywords,
    subjects: suggestSubjects(input.text, keywords),
    provider: provider.name,
    extractive: false,
  };
}

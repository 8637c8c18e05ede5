import type { AiCitation } from '@statehouse/shared/ai/ai.schemas';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { aiChatMessages } from '../../db/schema/index';

/**
 * A conversation: bill (subject: bill id), statute or regulation (subject: section id), video (subject: hearing id),
 * general (no subject).
 */
export type ChatThread = { thread: 'bill' | 'statute' | 'regulation' | 'video' | 'general'; subjectId: string | null };

/** Whose conversation: one user within one account (every read and write filters by both). */
export type ChatOwner = { accountId: number; userId: number };

export type ChatMessageRow = {
  id: number;
  role: 'user' | 'assistant';
  content: string;
  citations: AiCitation[];
  provider: string | null;
  createdAt: Date;
};

const threadFilter = (owner: ChatOwner, thread: ChatThread) =>
  and(
    eq(aiChatMessages.accountId, owner.accountId),
    eq(aiChatMessages.userId, owner.userId),
    eq(aiChatMessages.thread, thread.thread),
    thread.subjectId === null ? isNull(aiChatMessages.subjectId) : eq(aiChatMessages.subjectId, thread.subjectId),
  );

const columns = {
  id: aiChatMessages.id,
  role: aiChatMessages.role,
  content: aiChatMessages.content,
  citations: aiChatMessages.citations,
  provider: aiChatMessages.provider,
  createdAt: aiChatMessages.createdAt,
};

/** The last `limit` messages of a thread, oldest first. */
export async function selectThreadMessages(
  db: Database,
  owner: ChatOwner,
  thread: ChatThread,
  limit: number,
): Promise<ChatMessageRow[]> {
  const rows = await db
    .select(columns)
    .from(aiChatMessages)
    .where(threadFilter(owner, thread))
    .orderBy(desc(aiChatMessages.id))
    .limit(limit);
  return (rows as ChatMessageRow[]).reverse();
}

/** Stores a question and its answer together; returns the answer's row. */
export async function insertExchange(
  db: Database,
  owner: ChatOwner,
  thread: ChatThread,
  exchange: { question: string; answer: string; citations: AiCitation[]; provider: string },
): Promise<ChatMessageRow> {
  const base = { ...owner, thread: thread.thread, subjectId: thread.subjectId, provider: exchange.provider };
  const rows = await db
    .insert(aiChatMessages)
    .values([
      { ...base, role: 'user', content: exchange.question, citations: [] },
      { ...base, role: 'assistant', content: exchange.answer, citations: exchange.citations },
    ])
    .returning(columns);
  const sorted = [...(rows as ChatMessageRow[])].sort((a, b) => a.id - b.id);
  return sorted[1] as ChatMessageRow;
}

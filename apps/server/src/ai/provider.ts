import type { AiCitation, AiPassage } from '@statehouse/shared/ai/ai.schemas';

/**
 * The AI seam (decision 036). Everything that answers in words goes through an AiProvider: the chat calls, and
 * later AI reports, version comparisons and similar-bill explanations. A provider never searches: the caller
 * retrieves passages first (ai/retrieval.ts) and hands them over, so every answer, offline or from a model, rests
 * on the same passages and cites them by number.
 *
 *   const passages = await retrievePassages(db, { query, scope: { kind: 'bill', billId } });
 *   const { text, citations } = await collectAnswer(app.ai.provider.answer(query, passages));
 */
export type AiProvider = {
  /** "extractive", or the configured model's name; stored with each message. */
  readonly name: string;
  /** True when answers are quoted sentences rather than written by a model. */
  readonly extractive: boolean;
  /**
   * Answers `question` from `passages` (best first), streaming. Yields `citations` (the passages the answer cites,
   * numbered as the text cites them: [1], [2]) and `text` deltas, in any order; the last `citations` event wins.
   * Throws AppError (RATE_LIMITED, BAD_GATEWAY, UNAVAILABLE) when a model fails; its message can be shown.
   */
  answer(question: string, passages: readonly AiPassage[], options?: AnswerOptions): AsyncIterable<AnswerEvent>;
  /**
   * Free generation from messages, for tasks that are not questions over passages (summaries with keywords,
   * filling a template). Only model providers have it; callers fall back to an offline method when it is absent.
   */
  complete?(messages: readonly ChatTurn[], options?: CompleteOptions): Promise<string>;
};

export type ChatTurn = { role: 'system' | 'user' | 'assistant'; content: string };

export type AnswerOptions = {
  /** Aborts the request to a model (the browser went away). */
  signal?: AbortSignal;
  /** Earlier turns of the conversation, oldest first; a model sees them, the extractive provider ignores them. */
  history?: readonly ChatTurn[];
  /**
   * What to write instead of a plain answer, e.g. "Write a section-by-section summary." A model follows it; the
   * extractive provider still selects the sentences that best match the question.
   */
  instructions?: string;
  /** What the passages are, for the wording of answers: "HB 1 (TX)", "the Texas Tax Code", "your files". */
  scopeLabel?: string;
  /** The most sentences an extractive answer quotes (default 4). */
  maxSentences?: number;
  /**
   * The passages are the answer itself, not text to search (a bill's amending clauses for "What does this bill
   * change?"): an extractive answer quotes each whole, in order, instead of picking sentences by the question's words.
   */
  passagesAreAnswers?: boolean;
};

export type CompleteOptions = { signal?: AbortSignal; json?: boolean };

export type AnswerEvent = { type: 'text'; text: string } | { type: 'citations'; citations: AiCitation[] };

/** The non-streaming helper: runs an answer to its end and returns the whole text and the final citations. */
export async function collectAnswer(
  events: AsyncIterable<AnswerEvent>,
): Promise<{ text: string; citations: AiCitation[] }> {
  let text = '';
  let citations: AiCitation[] = [];
  for await (const event of events) {
    if (event.type === 'text') text += event.text;
    else citations = event.citations;
  }
  return { text, citations };
}

/** The citation of a whole passage, numbered n (quote: the passage text). */
export function citationOf(passage: AiPassage, n: number, quote = passage.text): AiCitation {
  return {
    n,
    kind: passage.kind,
    id: passage.id,
    ...(passage.billId ? { billId: passage.billId } : {}),
    label: passage.label,
    ...(passage.start !== undefined ? { start: passage.start } : {}),
    ...(passage.end !== undefined ? { end: passage.end } : {}),
    ...(passage.startMs !== undefined ? { startMs: passage.startMs } : {}),
    quote,
  };
}

import type { AiAnswer, AiCitation, AiHistoryReply } from '@statehouse/shared/ai/ai.schemas';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { ApiError, buildUrl } from '@/lib/api-client';

/** The answer calls; each takes its own body (billId, statuteId, regId or message with the question). */
export type AskEndpoint = 'bill-question' | 'statute-chat' | 'reg-chat' | 'chat';

export type AskHandlers = {
  /** The citations, as soon as they are known (again if they change). */
  onCitations?: (citations: AiCitation[]) => void;
  /** A piece of the answer as it is written. */
  onDelta?: (text: string) => void;
};

async function errorOf(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { message?: unknown };
    if (typeof body.message === 'string') return new ApiError(body.message, response.status, body);
  } catch {
    // not JSON
  }
  return new ApiError(`${response.status}: ${text || response.statusText}`, response.status, text);
}

/** Splits a Server-Sent Events buffer into complete events and the unfinished rest. */
export function parseEventBlocks(buffer: string): { events: { event: string; data: string }[]; rest: string } {
  const blocks = buffer.split(/\r?\n\r?\n/);
  const rest = blocks.pop() ?? '';
  const events = blocks.flatMap((block) => {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split(/\r?\n/)) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
    }
    return data.length > 0 ? [{ event, data: data.join('\n') }] : [];
  });
  return { events, rest };
}

/**
 * Asks a question and streams the answer (`Accept: text/event-stream`): handlers see the citations and each piece
 * of text as it arrives; the promise resolves with the complete answer. An HTTP error (400, 404, 429, 502, 503) or
 * an `error` event rejects with an ApiError carrying the server's message.
 */
export async function askAi(
  endpoint: AskEndpoint,
  body: Record<string, unknown>,
  handlers: AskHandlers = {},
  signal?: AbortSignal,
): Promise<AiAnswer> {
  const response = await fetch(buildUrl(`/api/ai/${endpoint}`), {
    method: 'POST',
    headers: { Accept: 'text/event-stream', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'include',
    signal,
  });
  if (!response.ok) throw await errorOf(response);
  if (!(response.headers.get('content-type') ?? '').includes('text/event-stream') || !response.body) {
    const answer = (await response.json()) as AiAnswer;
    handlers.onCitations?.(answer.citations);
    handlers.onDelta?.(answer.answer);
    return answer;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    const parsed = parseEventBlocks(buffer);
    buffer = parsed.rest;
    for (const { event, data } of parsed.events) {
      const payload = JSON.parse(data);
      if (event === 'citations') handlers.onCitations?.(payload as AiCitation[]);
      else if (event === 'delta') handlers.onDelta?.((payload as { text: string }).text);
      else if (event === 'error') throw new ApiError((payload as { message: string }).message, 502, payload);
      else if (event === 'done') return payload as AiAnswer;
    }
  }
  throw new ApiError('The answer stopped before it was complete. Try again.', 502, null);
}

/** The earlier exchange with the new question and its answer added, as the history call would return them. */
function withExchange(old: AiHistoryReply | undefined, question: string, answer: AiAnswer): AiHistoryReply {
  const now = new Date().toISOString();
  return {
    items: [
      ...(old?.items ?? []),
      {
        id: answer.messageId - 1,
        role: 'user',
        content: question,
        citations: [],
        provider: answer.provider,
        createdAt: now,
      },
      {
        id: answer.messageId,
        role: 'assistant',
        content: answer.answer,
        citations: answer.citations,
        provider: answer.provider,
        createdAt: now,
      },
    ],
  };
}

/**
 * `askAi` for one chat: `subject` is the body besides the question, sent as `questionField`. When the chat keeps a
 * history (`historyKey`, the history query's key), the answered exchange is added to that cache entry, so it shows
 * without asking the server again.
 */
export function useAskAi({
  endpoint,
  subject,
  questionField,
  historyKey,
}: {
  endpoint: AskEndpoint;
  subject: Record<string, unknown>;
  questionField: 'question' | 'message';
  historyKey?: QueryKey;
}) {
  const queryClient = useQueryClient();
  return async (question: string, handlers: AskHandlers, signal?: AbortSignal): Promise<AiAnswer> => {
    const answer = await askAi(endpoint, { ...subject, [questionField]: question }, handlers, signal);
    if (historyKey) {
      queryClient.setQueryData<AiHistoryReply>(historyKey, (old) => withExchange(old, question, answer));
    }
    return answer;
  };
}

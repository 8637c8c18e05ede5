import type { AiPassage } from '@statehouse/shared/ai/ai.schemas';
import { AppError } from '../lib/app-error';
import type { AiProvider, AnswerEvent, AnswerOptions, ChatTurn, CompleteOptions } from './provider';
import { citationOf } from './provider';

export type OpenAiCompatibleSettings = {
  /** e.g. https://api.openai.com/v1 or http://localhost:11434 (Ollama); /v1 is added when the path has no version. */
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Longest wait for the first byte and between two streamed chunks, in milliseconds. */
  timeoutMs: number;
  fetch?: typeof fetch;
};

/** The longest passage text sent to a model (characters); longer passages are cut, the citation keeps its range. */
const PASSAGE_PROMPT_CHARS = 2500;

export const SYSTEM_PROMPT =
  'You answer questions about legislation (bills, statutes, regulations) and the documents of the user. ' +
  'Use only the numbered passages you are given. After each statement, cite the passage it comes from as [n]. ' +
  'If the passages do not answer the question, say so plainly and do not guess. Be brief and exact; quote ' +
  'the wording of the law where it matters.';

/** The chat completions URL for a base URL with or without its /v1. */
export function completionsUrl(baseUrl: string): string {
  const url = new URL(baseUrl);
  const path = url.pathname.replace(/\/+$/, '');
  url.pathname = /\/v\d+[a-z]*$/.test(path) ? `${path}/chat/completions` : `${path}/v1/chat/completions`;
  return url.toString();
}

/** The user turn: the numbered passages, then the task and the question. */
export function promptFor(question: string, passages: readonly AiPassage[], options: AnswerOptions): string {
  const blocks = passages.map((passage, index) => {
    const text =
      passage.text.length > PASSAGE_PROMPT_CHARS ? `${passage.text.slice(0, PASSAGE_PROMPT_CHARS)} …` : passage.text;
    return `[${index + 1}] ${passage.label}\n${text}`;
  });
  const context = blocks.length > 0 ? blocks.join('\n\n') : '(no passage matched the question)';
  const task = options.instructions ? `\n\nTask: ${options.instructions}` : '';
  const scope = options.scopeLabel ? ` about ${options.scopeLabel}` : '';
  return `Passages${scope}:\n\n${context}${task}\n\nQuestion: ${question}`;
}

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

/** The message of a model's error body ({ error: { message } } in the OpenAI format), cut short. */
function upstreamMessage(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } | string; message?: unknown };
    const message =
      typeof parsed.error === 'string'
        ? parsed.error
        : typeof parsed.error?.message === 'string'
          ? parsed.error.message
          : typeof parsed.message === 'string'
            ? parsed.message
            : '';
    if (message) return message.slice(0, 300);
  } catch {
    // not JSON: fall through to the text
  }
  return body.replace(/\s+/g, ' ').trim().slice(0, 300);
}

/** Maps a failed HTTP reply of the model to the error the caller sees (never a 500). */
async function errorFor(response: Response): Promise<AppError> {
  const detail = upstreamMessage(await response.text().catch(() => ''));
  const suffix = detail ? `: ${detail}` : '';
  if (response.status === 429) {
    const retryAfter = response.headers.get('retry-after');
    const wait = retryAfter && /^\d+$/.test(retryAfter) ? ` Try again in ${retryAfter} s.` : ' Try again in a minute.';
    return new AppError('RATE_LIMITED', `The AI model is busy (too many requests).${wait}`, {
      retryAfter: retryAfter ?? undefined,
    });
  }
  if (response.status === 401 || response.status === 403) {
    return new AppError(
      'BAD_GATEWAY',
      `The AI model refused the configured key (HTTP ${response.status}); an administrator should check AI_API_KEY${suffix}`,
    );
  }
  if (response.status >= 500) {
    return new AppError('BAD_GATEWAY', `The AI model failed (HTTP ${response.status})${suffix}. Try again shortly.`);
  }
  return new AppError('BAD_GATEWAY', `The AI model rejected the request (HTTP ${response.status})${suffix}`);
}

const malformed = (what: string) =>
  new AppError('BAD_GATEWAY', `The AI model sent a reply that could not be read (${what}). Try again.`);

type Timer = { signal: AbortSignal; touch: () => void; stop: () => void; timedOut: () => boolean };

/** An abort signal that fires when nothing arrived for `ms`, or when `outer` aborts; touch() on every chunk. */
function idleTimer(ms: number, outer?: AbortSignal): Timer {
  const controller = new AbortController();
  let timedOut = false;
  let handle: NodeJS.Timeout | undefined;
  const touch = () => {
    clearTimeout(handle);
    handle = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, ms);
  };
  const onOuter = () => controller.abort();
  outer?.addEventListener('abort', onOuter, { once: true });
  touch();
  return {
    signal: controller.signal,
    touch,
    stop: () => {
      clearTimeout(handle);
      outer?.removeEventListener('abort', onOuter);
    },
    timedOut: () => timedOut,
  };
}

/**
 * Any OpenAI-compatible chat completions API (OpenAI, Azure OpenAI, Ollama, vLLM, llama.cpp server): POST
 * {base}/v1/chat/completions with stream: true, read as Server-Sent Events (`data: {choices:[{delta:{content}}]}`
 * lines, then `data: [DONE]`). Passages go in the prompt numbered [1]..[n]; the answer's [n] marks become its
 * citations. Failures become AppErrors with a message a person can act on: 429 stays 429, a timeout or an
 * unreachable model is 503, anything else the model does wrong is 502.
 */
export function createOpenAiCompatibleProvider(settings: OpenAiCompatibleSettings): AiProvider {
  const url = completionsUrl(settings.baseUrl);
  const doFetch = settings.fetch ?? fetch;
  const host = new URL(url).host;

  async function post(body: Record<string, unknown>, timer: Timer): Promise<Response> {
    let response: Response;
    try {
      response = await doFetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: body.stream ? 'text/event-stream' : 'application/json',
          authorization: `Bearer ${settings.apiKey}`,
        },
        body: JSON.stringify({ model: settings.model, ...body }),
        signal: timer.signal,
      });
    } catch (error) {
      throw failure(error, timer);
    }
    if (!response.ok) throw await errorFor(response);
    return response;
  }

  function failure(error: unknown, timer: Timer): AppError {
    if (error instanceof AppError) return error;
    if (timer.timedOut()) {
      return new AppError(
        'UNAVAILABLE',
        `The AI model did not answer within ${seconds(settings.timeoutMs)}. Try again, or ask a shorter question.`,
      );
    }
    if (timer.signal.aborted) return new AppError('BAD_REQUEST', 'The question was cancelled.');
    return new AppError('UNAVAILABLE', `The AI model at ${host} could not be reached. Try again shortly.`);
  }

  async function* readStream(response: Response, timer: Timer): AsyncGenerator<string> {
    const type = response.headers.get('content-type') ?? '';
    if (!type.includes('text/event-stream')) {
      // Some servers ignore stream: true and answer with one JSON completion.
      yield contentOf(await readJson(response, timer));
      return;
    }
    if (!response.body) throw malformed('an empty stream');
    const decoder = new TextDecoder();
    let buffer = '';
    let done = false;
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        timer.touch();
        buffer += decoder.decode(chunk, { stream: true });
        let newline = buffer.indexOf('\n');
        while (newline !== -1) {
          const line = buffer.slice(0, newline).replace(/\r$/, '');
          buffer = buffer.slice(newline + 1);
          newline = buffer.indexOf('\n');
          if (!line.startsWith('data:')) continue;
          const data = line.slice(5).trim();
          if (data === '[DONE]') {
            done = true;
            break;
          }
          let parsed: unknown;
          try {
            parsed = JSON.parse(data);
          } catch {
            throw malformed('a stream chunk that is not JSON');
          }
          const error = (parsed as { error?: { message?: string } }).error;
          if (error)
            throw new AppError(
              'BAD_GATEWAY',
              `The AI model failed while answering: ${error.message ?? 'unknown error'}`,
            );
          const choice = (parsed as { choices?: { delta?: { content?: unknown } }[] }).choices?.[0];
          if (!choice) throw malformed('a stream chunk without choices');
          const content = choice.delta?.content;
          if (typeof content === 'string' && content) yield content;
        }
        if (done) break;
      }
    } catch (error) {
      throw failure(error, timer);
    }
    if (!done) throw malformed('the stream ended before [DONE]');
  }

  async function readJson(response: Response, timer: Timer): Promise<unknown> {
    try {
      return await response.json();
    } catch (error) {
      if (timer.signal.aborted) throw failure(error, timer);
      throw malformed('not JSON');
    }
  }

  function contentOf(json: unknown): string {
    const content = (json as { choices?: { message?: { content?: unknown } }[] }).choices?.[0]?.message?.content;
    if (typeof content !== 'string') throw malformed('no choices[0].message.content');
    return content;
  }

  return {
    name: settings.model,
    extractive: false,
    async *answer(question: string, passages: readonly AiPassage[], options: AnswerOptions = {}) {
      const messages: ChatTurn[] = [
        { role: 'system', content: SYSTEM_PROMPT },
        ...(options.history ?? []),
        { role: 'user', content: promptFor(question, passages, options) },
      ];
      const timer = idleTimer(settings.timeoutMs, options.signal);
      let text = '';
      try {
        const response = await post({ messages, stream: true }, timer);
        for await (const delta of readStream(response, timer)) {
          text += delta;
          yield { type: 'text', text: delta } satisfies AnswerEvent;
        }
      } finally {
        timer.stop();
      }
      if (!text.trim()) throw malformed('an empty answer');
      const cited = new Set([...text.matchAll(/\[(\d{1,2})\]/g)].map((match) => Number(match[1])));
      const citations = passages
        .map((passage, index) => citationOf(passage, index + 1))
        .filter((citation) => cited.has(citation.n));
      yield { type: 'citations', citations } satisfies AnswerEvent;
    },
    async complete(messages: readonly ChatTurn[], options: CompleteOptions = {}) {
      const timer = idleTimer(settings.timeoutMs, options.signal);
      try {
        const response = await post({ messages, stream: false }, timer);
        return contentOf(await readJson(response, timer));
      } finally {
        timer.stop();
      }
    },
  };
}

import type { AiAnswer } from '@statehouse/shared/ai/ai.schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { EVENT_STREAM_HEADERS, eventFrame } from '../../lib/event-stream';
import type { AnswerStreamEvent } from './ai.service';

/** Whether the caller asked for Server-Sent Events (`Accept: text/event-stream`). */
export const wantsEventStream = (request: FastifyRequest): boolean =>
  (request.headers.accept ?? '').includes('text/event-stream');

/**
 * Sends an answer as JSON (the done event's data) or, for `Accept: text/event-stream`, as Server-Sent Events while
 * it is written. The first event is awaited before anything is sent, so a failure before the answer starts (a
 * model's 429, a timeout) keeps its HTTP status and JSON body; a failure after that ends the stream with an
 * `error` event carrying the message. `abort` is called when the browser goes away, to stop the model.
 */
export async function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  events: AsyncGenerator<AnswerStreamEvent>,
  abort: AbortController,
): Promise<AiAnswer | undefined> {
  if (!wantsEventStream(request)) {
    for await (const event of events) if (event.event === 'done') return event.data;
    throw new AppError('BAD_GATEWAY', 'The answer ended before it was complete. Try again.');
  }
  const first = await events.next();
  // Hijacked: the stream is written as it goes, past the compression and serializer hooks that would buffer it.
  reply.hijack();
  const raw = reply.raw;
  let finished = false;
  raw.on('close', () => {
    if (!finished) abort.abort();
  });
  // Headers set so far (security headers, a refreshed session cookie) go out with the stream.
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    ...EVENT_STREAM_HEADERS,
  });
  try {
    if (!first.done) raw.write(eventFrame(first.value.event, first.value.data));
    for await (const event of events) {
      if (raw.destroyed) break;
      raw.write(eventFrame(event.event, event.data));
    }
  } catch (error) {
    const known = error instanceof AppError;
    if (!known) request.log.error({ err: error, url: request.url }, 'AI answer failed while streaming');
    const message = known ? error.message : 'Something went wrong on our side. Please try again.';
    if (!raw.destroyed) raw.write(eventFrame('error', { message, code: known ? error.code : 'INTERNAL' }));
  } finally {
    finished = true;
    raw.end();
  }
  return undefined;
}

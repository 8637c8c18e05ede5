/**
 * Server-Sent Events, written by hand on the raw reply (the notifications, portal and guest streams and the AI
 * answer): one set of headers and one frame format for all of them.
 */

/** The headers of an event stream. nginx and similar proxies would otherwise buffer it (x-accel-buffering). */
export const EVENT_STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  connection: 'keep-alive',
  'x-accel-buffering': 'no',
} as const;

/** One event: its name, its data as JSON and, for a stream a browser resumes with Last-Event-ID, its id. */
export const eventFrame = (name: string, data: unknown, id?: number | string) =>
  `${id === undefined ? '' : `id: ${id}\n`}event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

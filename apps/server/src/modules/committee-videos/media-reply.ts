import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { BlobStore, ByteRange } from '../../lib/blob-store/blob-store';
import type { MediaSource } from './committee-videos.service';

/**
 * `bytes=a-b`, `bytes=a-` or `bytes=-n` against a size; one range only (players ask for one). Undefined: no usable
 * Range header (the whole file); null: a range past the end (416).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return null;
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return null;
  return { start, end };
}

/**
 * Streams a recording or a clip with Range support, so a player can seek without reading the whole file (206 with
 * Content-Range; 416 for a range past the end). An official recording elsewhere is a redirect to it.
 */
export async function sendMedia(options: {
  request: FastifyRequest;
  reply: FastifyReply;
  blobStore: BlobStore;
  source: MediaSource;
  attachment: boolean;
}): Promise<FastifyReply> {
  const { request, reply, blobStore, source } = options;
  if (source.kind === 'url') return reply.redirect(source.url, 302);
  const size = await blobStore.size(source.key);
  if (size === null) throw new AppError('NOT_FOUND', 'The file is missing from storage');
  const range = parseRange(request.headers.range, size);
  reply.header('Accept-Ranges', 'bytes');
  if (range === null) {
    reply.header('Content-Range', `bytes */${size}`);
    return reply
      .status(416)
      .send({ message: 'The requested range is outside the file', code: 'RANGE_NOT_SATISFIABLE' });
  }
  reply.header('Content-Type', source.contentType);
  reply.header('Cache-Control', 'private, max-age=3600');
  reply.header(
    'Content-Disposition',
    `${options.attachment ? 'attachment' : 'inline'}; filename="${source.fileName.replace(/"/g, '')}"`,
  );
  const stream = await blobStore.get(source.key, range);
  if (!stream) throw new AppError('NOT_FOUND', 'The file is missing from storage');
  if (range) {
    reply.status(206);
    reply.header('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
    reply.header('Content-Length', range.end - range.start + 1);
  } else {
    reply.header('Content-Length', size);
  }
  return reply.send(stream);
}

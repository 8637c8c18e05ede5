import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses replies above 1 KB for clients that accept it (brotli, else gzip). Built web assets are
 * not compressed here: they are written precompressed at build time and @fastify/static sends the
 * .br or .gz file (see plugins/web-app.ts). Brotli runs at quality 4: JSON is compressed per request,
 * and quality 11 costs more CPU than the bytes it saves.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: {
      params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 },
    },
    zlibOptions: { level: 6 },
  });
}

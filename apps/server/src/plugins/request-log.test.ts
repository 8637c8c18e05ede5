import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerRequestLog } from './request-log';

describe('request log', () => {
  it('writes one line per request with method, path, status and time, and no query string', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).trim().split('\n'));
        done();
      },
    });
    const app = Fastify({
      logger: { level: 'info', stream },
      logController: new LogController({ disableRequestLogging: true }),
    });
    registerRequestLog(app);
    app.get('/api/things', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/api/things?token=secret' });
    await app.inject({ method: 'GET', url: '/api/missing' });
    await app.close();

    const messages = lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatch(/^GET \/api\/things 200 \d+\.\d ms$/);
    expect(messages[1]).toMatch(/^GET \/api\/missing 404 \d+\.\d ms$/);
    expect(lines.join('\n')).not.toContain('secret');
  });
});

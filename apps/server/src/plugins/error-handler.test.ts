import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../lib/app-error';
import { registerErrorHandler } from './error-handler';

function buildProbeApp() {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.get(
    '/items',
    { schema: { querystring: z.object({ page: z.coerce.number().int().min(1) }) } },
    async (request) => ({ page: request.query.page }),
  );
  app.post('/items', { schema: { body: z.object({ name: z.string().min(3) }) } }, async () => ({ ok: true }));
  app.get('/missing', async () => {
    throw new AppError('NOT_FOUND', 'Bill TX-892-HB-999 was not found');
  });
  app.get('/out-of-range', async () => {
    // How Drizzle reports PostgreSQL's "integer out of range": the driver's error as the cause.
    throw new Error('Failed query: select ...', {
      cause: Object.assign(new Error('integer out of range'), { code: '22003' }),
    });
  });
  app.get('/boom', async () => {
    throw new Error('connection string postgres://secret@db leaked');
  });
  app.get('/bad-reply', { schema: { response: { 200: z.object({ count: z.number() }) } } }, async () => ({
    count: 'many' as unknown as number,
  }));
  return app;
}

describe('error handler', () => {
  const app = buildProbeApp();
  beforeAll(() => app.ready());
  afterAll(() => app.close());

  it('answers 400 with a readable message and per-field details for an invalid query', async () => {
    const response = await app.inject({ method: 'GET', url: '/items?page=zero' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toMatch(/^Invalid request: page \(query\): /);
    expect(body.details).toEqual([{ field: 'page (query)', message: expect.any(String) }]);
  });

  it('answers 400 for an invalid body and for a body that is not JSON', async () => {
    const invalid = await app.inject({ method: 'POST', url: '/items', payload: { name: 'x' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().details[0].field).toBe('name (body)');

    const malformed = await app.inject({
      method: 'POST',
      url: '/items',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/JSON/i);
  });

  it('keeps the status and message of an AppError', async () => {
    const response = await app.inject({ method: 'GET', url: '/missing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Bill TX-892-HB-999 was not found' });
  });

  it('hides the internals of an unexpected failure behind a generic 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret');
    expect(response.json()).toEqual({
      code: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again.',
    });
  });

  it('treats a reply that breaks its own schema as a 500, not as the caller’s fault', async () => {
    const response = await app.inject({ method: 'GET', url: '/bad-reply' });
    expect(response.statusCode).toBe(500);
  });

  it('answers 400 when bad input reached the database unchecked (a number past a column range)', async () => {
    const response = await app.inject({ method: 'GET', url: '/out-of-range' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Invalid request: a number is out of range',
    });
  });
});

describe('error handler, when the client is gone', () => {
  it('logs a request whose client closed it at info, not as a failure', async () => {
    const lines: { level: number; msg: string }[] = [];
    const app = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    });
    registerErrorHandler(app);
    app.get('/gone', async (request) => {
      // As when a tab closes while its reply streams: the connection is gone, then the stream reports it.
      request.raw.socket.destroy();
      throw Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
    });
    app.get('/stream-broke', async () => {
      // The same error with the client still there: a stream of ours broke, which is a failure.
      throw Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
    });
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });

    await expect(fetch(`${origin}/gone`)).rejects.toThrow();
    await expect.poll(() => lines.find((line) => line.msg === 'client closed the request')?.level).toBe(30);
    expect(lines.some((line) => line.msg === 'request failed')).toBe(false);

    const broke = await fetch(`${origin}/stream-broke`);
    expect(broke.status).toBe(500);
    expect(lines.find((line) => line.msg === 'request failed')?.level).toBe(50);
    await app.close();
  });
});

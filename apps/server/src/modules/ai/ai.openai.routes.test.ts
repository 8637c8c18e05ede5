import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registerAccount, type SignedIn } from '../../../test/factories/accounts';
import { loadBillSample } from '../../../test/factories/bills';
import { type LocalServer, type RecordedRequest, sendJson, startLocalServer } from '../../../test/local-http-server';
import { completionsUrl } from '../../ai/openai-compatible-provider';

const TX_BILL = 'TX-892-HB-1';
const question = { billId: TX_BILL, question: 'When must a revised emergency plan be resubmitted?' };

type Behaviour = (request: RecordedRequest, response: ServerResponse) => void | Promise<void>;

/** Writes an OpenAI-style stream: one `data:` chunk per piece, then [DONE] unless told not to. */
function streamChunks(response: ServerResponse, pieces: string[], options: { done?: boolean } = {}) {
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  for (const piece of pieces) {
    response.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: piece } }] })}\n\n`);
  }
  if (options.done !== false) response.write('data: [DONE]\n\n');
  response.end();
}

function parseEvents(body: string) {
  return body
    .split('\n\n')
    .filter((block) => block.includes('event:'))
    .map((block) => ({
      event: /^event: (.*)$/m.exec(block)?.[1] ?? '',
      data: JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null'),
    }));
}

describe('AI routes with an OpenAI-compatible model (a local HTTP server speaking the API)', () => {
  let model: LocalServer;
  let behaviour: Behaviour;
  let testApp: TestApp;
  let user: SignedIn;

  const ask = (url: string, payload: object, accept?: string) =>
    testApp.app.inject({
      method: 'POST',
      url,
      headers: { cookie: user.cookie, ...(accept ? { accept } : {}) },
      payload,
    });

  beforeAll(async () => {
    model = await startLocalServer((request, response) => behaviour(request, response));
    testApp = await buildTestApp({
      AI_BASE_URL: `${model.url}/v1`,
      AI_API_KEY: 'test-key',
      AI_MODEL: 'local-test-model',
      AI_TIMEOUT_MS: 300,
    });
    await loadBillSample(testApp.app.db, [TX_BILL]);
    user = await registerAccount(testApp.app, { stateCodes: ['TX'] });
  });
  beforeEach(() => {
    model.requests.length = 0;
  });
  afterAll(async () => {
    await testApp.close();
    await model.close();
  });

  it('builds the completions URL with or without /v1', () => {
    expect(completionsUrl('http://127.0.0.1:11434')).toBe('http://127.0.0.1:11434/v1/chat/completions');
    expect(completionsUrl('https://api.openai.com/v1/')).toBe('https://api.openai.com/v1/chat/completions');
    expect(completionsUrl('http://proxy.local/openai/v1')).toBe('http://proxy.local/openai/v1/chat/completions');
  });

  it('sends the numbered passages to the model and returns its streamed answer with the passages it cites', async () => {
    behaviour = (_request, response) =>
      streamChunks(response, ['The operator must resubmit', ' within 45 days [1]', ', and tell the county [3].']);
    const response = await ask('/api/ai/bill-question', question);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({
      answer: 'The operator must resubmit within 45 days [1], and tell the county [3].',
      provider: 'local-test-model',
      extractive: false,
    });
    expect(answer.citations.map((citation: { n: number }) => citation.n)).toEqual([1, 3]);
    expect(answer.citations[0]).toMatchObject({ kind: 'bill_version', billId: TX_BILL });

    const sent = model.requests[0];
    expect(sent?.url.pathname).toBe('/v1/chat/completions');
    expect(sent?.headers.authorization).toBe('Bearer test-key');
    const body = JSON.parse(sent?.body ?? '{}');
    expect(body).toMatchObject({ model: 'local-test-model', stream: true });
    expect(body.messages[0].role).toBe('system');
    const prompt = body.messages.at(-1).content as string;
    expect(prompt).toMatch(/^Passages about TX HB 1/);
    expect(prompt).toContain('[1] TX HB 1, ');
    expect(prompt).toContain('45th day');
    expect(prompt.endsWith(`Question: ${question.question}`)).toBe(true);
  });

  it('relays the stream to the browser as it arrives, and sends earlier turns of the thread to the model', async () => {
    behaviour = (_request, response) => streamChunks(response, ['First', ' part', ' [2]']);
    const response = await ask('/api/ai/bill-question', question, 'text/event-stream');
    expect(response.statusCode).toBe(200);
    const events = parseEvents(response.body);
    expect(events.filter((event) => event.event === 'delta').map((event) => event.data.text)).toEqual([
      'First',
      ' part',
      ' [2]',
    ]);
    expect(events.at(-2)).toMatchObject({ event: 'citations', data: [expect.objectContaining({ n: 2 })] });
    expect(events.at(-1)).toMatchObject({ event: 'done', data: { answer: 'First part [2]' } });
    const body = JSON.parse(model.requests[0]?.body ?? '{}');
    // The exchange of the previous test comes first.
    expect(body.messages[1]).toEqual({ role: 'user', content: question.question });
    expect(body.messages[2].role).toBe('assistant');
  });

  it('answers 429 with a message when the model is rate limited', async () => {
    behaviour = (_request, response) =>
      sendJson(response, 429, { error: { message: 'Rate limit reached' } }, { 'retry-after': '20' });
    for (const accept of [undefined, 'text/event-stream']) {
      const response = await ask('/api/ai/bill-question', question, accept);
      expect(response.statusCode).toBe(429);
      expect(response.json().message).toBe('The AI model is busy (too many requests). Try again in 20 s.');
    }
  });

  it('answers 502 when the model fails or replies with something unreadable', async () => {
    behaviour = (_request, response) => sendJson(response, 500, { error: { message: 'CUDA out of memory' } });
    const failed = await ask('/api/ai/chat', { message: 'youth camp emergency plans' });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe('The AI model failed (HTTP 500): CUDA out of memory. Try again shortly.');

    behaviour = (_request, response) => sendJson(response, 401, { error: { message: 'Incorrect API key' } });
    const refused = await ask('/api/ai/bill-question', question);
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toMatch(/refused the configured key \(HTTP 401\).*AI_API_KEY/);

    behaviour = (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.end('data: {not json\n\n');
    };
    const malformed = await ask('/api/ai/bill-question', question);
    expect(malformed.statusCode).toBe(502);
    expect(malformed.json().message).toBe(
      'The AI model sent a reply that could not be read (a stream chunk that is not JSON). Try again.',
    );

    behaviour = (_request, response) => streamChunks(response, ['cut off'], { done: false });
    const truncated = await ask('/api/ai/bill-question', question);
    expect(truncated.statusCode).toBe(502);
    expect(truncated.json().message).toMatch(/ended before \[DONE\]/);
  });

  it('ends a stream that breaks after it started with an error event', async () => {
    behaviour = (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write(`data: ${JSON.stringify({ choices: [{ delta: { content: 'Half an answer' } }] })}\n\n`);
      response.end('data: {"choices": []}\n\n');
    };
    const response = await ask('/api/ai/bill-question', question, 'text/event-stream');
    expect(response.statusCode).toBe(200);
    const events = parseEvents(response.body);
    expect(events[0]).toEqual({ event: 'delta', data: { text: 'Half an answer' } });
    expect(events.at(-1)).toEqual({
      event: 'error',
      data: {
        message: 'The AI model sent a reply that could not be read (a stream chunk without choices). Try again.',
        code: 'BAD_GATEWAY',
      },
    });
  });

  it('answers 503 when the model does not answer in time', async () => {
    behaviour = () => {
      // never answers: AI_TIMEOUT_MS (300 ms) passes
    };
    const response = await ask('/api/ai/bill-question', question);
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(
      'The AI model did not answer within 0.3 s. Try again, or ask a shorter question.',
    );
  });

  it('accepts a model that ignores stream: true and answers with one JSON completion', async () => {
    behaviour = (_request, response) =>
      sendJson(response, 200, { choices: [{ message: { role: 'assistant', content: 'Whole answer [1]' } }] });
    const response = await ask('/api/ai/bill-question', question);
    expect(response.statusCode).toBe(200);
    expect(response.json().answer).toBe('Whole answer [1]');
  });

  it('summarizes with the model (JSON asked for), and answers 502 when the reply has no summary', async () => {
    behaviour = (_request, response) =>
      sendJson(response, 200, {
        choices: [
          {
            message: {
              content: '```json\n{"summary": "A camp operator.", "keywords": ["youth camps", 3, "flood"]}\n```',
            },
          },
        ],
      });
    const text = 'We run youth camps on the Guadalupe River and follow flood safety rules closely.';
    const response = await ask('/api/initSetup/summarize', { text });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      summary: 'A camp operator.',
      keywords: ['youth camps', 'flood'],
      // Suggested from the text by the subject list's keyword mapping, whichever model wrote the summary.
      subjects: [
        { value: 8, label: 'Children and Youth' },
        { value: 15, label: 'Emergency Management' },
        { value: 33, label: 'Public Safety' },
      ],
      provider: 'local-test-model',
      extractive: false,
    });
    expect(JSON.parse(model.requests[0]?.body ?? '{}').stream).toBe(false);

    behaviour = (_request, response) => sendJson(response, 200, { choices: [{ message: { content: 'Sorry, no.' } }] });
    const bad = await ask('/api/initSetup/summarize', { text });
    expect(bad.statusCode).toBe(502);
    expect(bad.json().message).toBe('The AI model did not answer with a summary and keywords. Try again.');
  });

  it('answers 503 when the model cannot be reached', async () => {
    const unreachable = await buildTestApp({
      AI_BASE_URL: 'http://127.0.0.1:9/v1',
      AI_API_KEY: 'k',
      AI_MODEL: 'm',
    });
    try {
      const someone = await registerAccount(unreachable.app, { stateCodes: ['TX'] });
      const response = await unreachable.app.inject({
        method: 'POST',
        url: '/api/ai/chat',
        headers: { cookie: someone.cookie },
        payload: { message: 'anything at all' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe('The AI model at 127.0.0.1:9 could not be reached. Try again shortly.');
    } finally {
      await unreachable.close();
    }
  });
});

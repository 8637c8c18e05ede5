import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { findDemoRequest } from './demo-requests.queries';

const validRequest = {
  name: 'Marisol Vega',
  email: 'mvega@gulfcoasthospitals.example',
  organization: 'Gulf Coast Hospital Association',
  role: 'Government affairs',
  states: ['TX', 'la'],
  message: 'We follow about 300 health bills a session in Texas and Louisiana.',
};

describe('POST /api/demo-requests (no mail server)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  it('stores the request and says the team was not mailed', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/demo-requests', payload: validRequest });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.notified).toBe(false);
    const row = await findDemoRequest(testApp.database.db, body.id);
    expect(row).toMatchObject({
      name: 'Marisol Vega',
      organization: 'Gulf Coast Hospital Association',
      states: ['TX', 'LA'],
      notifiedAt: null,
    });
  });

  it('needs only name, email, organization and role', async () => {
    const { states: _states, message: _message, ...required } = validRequest;
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/demo-requests',
      payload: required,
      remoteAddress: '203.0.113.20',
    });
    expect(response.statusCode).toBe(201);
  });

  it.each([
    ['a bad email', { email: 'nope' }, 'email'],
    ['an empty name', { name: '  ' }, 'name'],
    ['an unknown role', { role: 'Astronaut' }, 'role'],
    ['an unknown state', { states: ['ZZ'] }, 'states'],
  ])('refuses %s with 400 naming the field', async (_label, change, field) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/demo-requests',
      payload: { ...validRequest, ...change },
      remoteAddress: '203.0.113.21',
    });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .details.map((d: { field: string }) => d.field)
        .join(' '),
    ).toContain(field);
  });
});

describe('POST /api/demo-requests with a mail server (SMTP_URL)', () => {
  const received: { to: string[]; raw: string }[] = [];
  let smtp: SMTPServer;
  let testApp: TestApp;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => {
          raw += chunk.toString('utf8');
        });
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    testApp = await buildTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Statehouse <team@statehouse.test>',
    });
  });
  afterAll(async () => {
    await testApp.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('mails the request to the team and records when', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/demo-requests', payload: validRequest });
    expect(response.statusCode).toBe(201);
    expect(response.json().notified).toBe(true);
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(['team@statehouse.test']);
    expect(received[0]?.raw).toContain('Gulf Coast Hospital Association');
    const row = await findDemoRequest(testApp.database.db, response.json().id);
    expect(row?.notifiedAt).toBeInstanceOf(Date);
  });
});

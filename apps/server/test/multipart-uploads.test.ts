import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advocateTestimonies, externalSessions, guests } from '../src/db/schema/index';
import { selectRows } from '../src/db/sql';
import { hashToken } from '../src/plugins/auth/credentials';
import { buildTestApp, type TestApp } from './build-test-app';
import { registerAccount, type SignedIn } from './factories/accounts';
import { loadBillSample } from './factories/bills';

type PartSchema = { type?: string; format?: string; maxLength?: number; items?: PartSchema; enum?: string[] };
type MultipartOperation = {
  method: string;
  path: string;
  schema: { properties: Record<string, PartSchema>; required?: string[] };
};

/** Values for the text fields an upload route requires, by name; a field not listed gets its enum's first value. */
const fieldValues: Record<string, string> = { state: 'TX', session: '892', dryRun: 'true' };
const pathValues: Record<string, string> = { id: 'TX-892-HB-1' };
/** Routes whose `{id}` is a record of their own (set up in beforeAll): a task, an advocate's testimony. */
const recordIds: Record<string, string> = {};
/** The guest area's upload answers a guest session only (decision 084): a guest who may add bills, set up below. */
const GUEST_TOKEN = 'multipart-probe-guest-session';
/** Uploads whose well-formed file is not a list: where their own tests send one. */
const wellFormedElsewhere = new Map([
  ['POST /api/committee-videos/recordings', 'a recording (audio or video): committee-videos.routes.test.ts'],
  ['POST /api/initSetup/summarize/document', 'a description (PDF, DOCX or plain text): setup.routes.test.ts'],
  ['PUT /api/portal/logo', 'an image (PNG, JPEG, GIF or WebP) of a saved portal: portal.routes.test.ts'],
]);
const CSV = 'Bill\nHB 1\n';

type Part = { name: string; value: string | Buffer; fileName?: string };

function multipartBody(boundary: string, parts: Part[], options: { close?: boolean } = {}): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.fileName
      ? `form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: text/csv`
      : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  if (options.close !== false) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/**
 * Malformed multipart bodies on every upload route of the OpenAPI document (every operation taking
 * multipart/form-data, so one added later is covered by being documented): each is a 400 or 413 with a message a
 * person can read, never a 500, and nothing of it is stored.
 */
describe('every upload route answers a malformed multipart body with a 4xx and stores nothing', async () => {
  let testApp: TestApp;
  let owner: SignedIn;
  let operations: MultipartOperation[] = [];
  beforeAll(async () => {
    testApp = await buildTestApp({ STORAGE_MAX_UPLOAD_BYTES: 64 * 1024 });
    await loadBillSample(testApp.app.db, ['TX-892-HB-1']);
    owner = await registerAccount(testApp.app);
    const task = await testApp.app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: { cookie: owner.cookie },
      payload: { title: 'Upload probe' },
    });
    expect(task.statusCode, task.body).toBe(201);
    recordIds['/api/tasks/{id}/files'] = String(task.json<{ id: number }>().id);
    const [testimony] = await testApp.app.db
      .insert(advocateTestimonies)
      .values({ accountId: owner.accountId, userId: owner.userId, billId: 'TX-892-HB-1', position: 'for' })
      .returning({ id: advocateTestimonies.id });
    recordIds['/api/advocate-management/testimonies/{id}/files'] = String(testimony?.id);
    const tag = await testApp.app.inject({
      method: 'POST',
      url: '/api/tags',
      headers: { cookie: owner.cookie },
      payload: { name: 'Shared with a guest' },
    });
    const tagId = tag.json<{ id: number }>().id;
    fieldValues.tagId = String(tagId);
    const [guest] = await testApp.app.db
      .insert(guests)
      .values({
        accountId: owner.accountId,
        email: 'probe-guest@example.org',
        scope: { tagIds: [tagId], members: false, relationships: false, tasks: false, uploadTrackList: true },
      })
      .returning({ id: guests.id });
    await testApp.app.db.insert(externalSessions).values({
      tokenHash: hashToken(GUEST_TOKEN),
      accountId: owner.accountId,
      kind: 'guest',
      subjectId: guest?.id ?? null,
      visitorName: 'Probe guest',
      expiresAt: new Date(Date.now() + 60 * 60 * 1000),
    });
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    operations = Object.entries(
      document.paths as Record<
        string,
        Record<string, { requestBody?: { content?: Record<string, { schema: MultipartOperation['schema'] }> } }>
      >,
    ).flatMap(([path, methods]) =>
      Object.entries(methods).flatMap(([method, operation]) => {
        const schema = operation.requestBody?.content?.['multipart/form-data']?.schema;
        return schema ? [{ method: method.toUpperCase(), path, schema }] : [];
      }),
    );
  });
  afterAll(() => testApp.close());

  const urlOf = (operation: MultipartOperation) =>
    operation.path.replace(
      /\{(\w+)\}/g,
      (_match, name: string) => (name === 'id' ? recordIds[operation.path] : undefined) ?? pathValues[name] ?? '1',
    );
  const fileParts = (operation: MultipartOperation) =>
    Object.entries(operation.schema.properties).filter(([, schema]) => (schema.items ?? schema).format === 'binary');
  const fieldParts = (operation: MultipartOperation): Part[] =>
    (operation.schema.required ?? []).flatMap((name) => {
      const schema = operation.schema.properties[name];
      if (!schema || (schema.items ?? schema).format === 'binary') return [];
      return [{ name, value: fieldValues[name] ?? schema.enum?.[0] ?? 'x' }];
    });
  const send = (operation: MultipartOperation, body: Buffer, contentType: string) =>
    testApp.app.inject({
      method: operation.method as 'POST',
      url: urlOf(operation),
      headers: {
        cookie: operation.path.startsWith('/api/guest/') ? `statehouse_guest=${GUEST_TOKEN}` : owner.cookie,
        'content-type': contentType,
      },
      payload: body,
    });
  const storedFiles = async () =>
    (
      await selectRows<{ count: number }>(
        testApp.app.db,
        sql`SELECT count(*)::int AS count FROM storage_files WHERE account_id = ${owner.accountId}`,
      )
    )[0]?.count;

  it('finds the upload routes in the document, each with its file parts and their size limits', () => {
    expect(operations.map((operation) => `${operation.method} ${operation.path}`)).toEqual(
      expect.arrayContaining([
        'POST /api/track-lists/upload',
        'POST /api/user-storage/files',
        'POST /api/bills/{id}/supporting-documents',
      ]),
    );
    for (const operation of operations) {
      expect(fileParts(operation).length, operation.path).toBeGreaterThan(0);
      for (const [, schema] of fileParts(operation)) expect((schema.items ?? schema).maxLength).toBeGreaterThan(0);
    }
  });

  const cases: [string, (operation: MultipartOperation) => { body: Buffer; contentType: string }, number[]][] = [
    [
      'a boundary the body does not use',
      (operation) => ({
        body: multipartBody('body-boundary', [...fieldParts(operation), filePart(operation, CSV)]),
        contentType: 'multipart/form-data; boundary=header-boundary',
      }),
      [400],
    ],
    [
      'no boundary at all',
      (operation) => ({
        body: multipartBody('body-boundary', [...fieldParts(operation), filePart(operation, CSV)]),
        contentType: 'multipart/form-data',
      }),
      [400],
    ],
    [
      'a body cut off inside the file',
      (operation) => {
        const whole = multipartBody('cut', [...fieldParts(operation), filePart(operation, 'x'.repeat(4000))], {
          close: false,
        });
        return { body: whole.subarray(0, whole.length - 2000), contentType: 'multipart/form-data; boundary=cut' };
      },
      [400],
    ],
    [
      'no file part',
      (operation) => ({
        body: multipartBody('fields-only', fieldParts(operation)),
        contentType: 'multipart/form-data; boundary=fields-only',
      }),
      [400],
    ],
    [
      'a file past the documented size',
      (operation) => {
        const [, schema] = fileParts(operation)[0] ?? [];
        const limit = (schema?.items ?? schema)?.maxLength ?? 0;
        return {
          body: multipartBody('big', [...fieldParts(operation), filePart(operation, Buffer.alloc(limit + 1, 'a'))]),
          contentType: 'multipart/form-data; boundary=big',
        };
      },
      [413],
    ],
  ];

  function filePart(operation: MultipartOperation, value: string | Buffer): Part {
    const [name = 'file'] = fileParts(operation)[0] ?? [];
    return { name, value, fileName: 'list.csv' };
  }

  it.each(cases)('%s', async (_name, make, statuses) => {
    for (const operation of operations) {
      const { body, contentType } = make(operation);
      const response = await send(operation, body, contentType);
      const where = `${operation.method} ${operation.path}: ${response.body}`;
      expect(statuses, where).toContain(response.statusCode);
      expect(response.json().message, where).toMatch(/\w+/);
      expect(await storedFiles(), where).toBe(0);
    }
  });

  it('still takes a well-formed upload on each route (the cases above fail for their own reason)', async () => {
    for (const operation of operations) {
      if (wellFormedElsewhere.has(`${operation.method} ${operation.path}`)) continue;
      const response = await send(
        operation,
        multipartBody('fine', [...fieldParts(operation), filePart(operation, CSV)]),
        'multipart/form-data; boundary=fine',
      );
      expect(response.statusCode, `${operation.path}: ${response.body}`).toBeLessThan(300);
    }
  });
});

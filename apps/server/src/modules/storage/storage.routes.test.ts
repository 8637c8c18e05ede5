import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { storageErrors } from '@statehouse/shared/storage/storage.schemas';
import { storageQuotaBytesByPlan } from '@statehouse/shared/storage/storage-quotas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addMember, registerAccount, type SignedIn } from '../../../test/factories/accounts';
import { loadBillSample } from '../../../test/factories/bills';
import { makeDocx, makePdf, PNG_1X1 } from '../../../test/factories/files';
import { type LocalS3, startLocalS3 } from '../../../test/s3-server';
import { storageFiles } from '../../db/schema/index';
import { selectRows } from '../../db/sql';
import { purgeStorage } from '../../jobs/storage-purge';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
type Upload = { name: string; bytes: Buffer | string; type?: string };
type Listed = { id: string; name: string; contentType: string; folderId: number | null };

const MAX_UPLOAD = 7 * 1024 * 1024;
const BILL = 'TX-892-HB-1';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Where the bytes go: each backend names its stored keys so tests can prove nothing was left behind. */
type Backend = {
  name: string;
  start: () => Promise<{ config: object; keys: () => Promise<string[]>; stop: () => Promise<void> }>;
};

const backends: Backend[] = [
  {
    name: 'local folder',
    start: async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'statehouse-storage-'));
      const root = path.join(dataDir, 'blobs');
      const keys = async () => {
        try {
          const entries = await readdir(root, { recursive: true, withFileTypes: true });
          return entries
            .filter((entry) => entry.isFile())
            .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
        } catch {
          return [];
        }
      };
      return { config: { DATA_DIR: dataDir }, keys, stop: () => rm(dataDir, { recursive: true, force: true }) };
    },
  },
  {
    name: 'S3 (local s3rver)',
    start: async () => {
      const s3: LocalS3 = await startLocalS3();
      const client = new S3Client({
        endpoint: s3.endpoint,
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      });
      const keys = async () =>
        ((await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }))).Contents ?? []).map(
          (item) => item.Key ?? '',
        );
      return {
        config: s3.config,
        keys,
        stop: async () => {
          client.destroy();
          await s3.close();
        },
      };
    },
  },
];

describe.each(backends)('storage API on the $name blob store', ({ start }) => {
  let testApp: TestApp;
  let stop: () => Promise<void>;
  let keys: () => Promise<string[]>;
  let admin: SignedIn;
  let analyst: SignedIn;
  let lobbyist: SignedIn;
  let outsider: SignedIn;
  let billTitle = '';

  const call = (who: SignedIn | undefined, method: Method, url: string, payload?: object) =>
    testApp.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, payload });
  const form = (files: Upload[], fields: Record<string, string> = {}, field = 'files') => {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.append(key, value);
    for (const file of files) {
      body.append(field, new Blob([file.bytes], { type: file.type ?? '' }), file.name);
    }
    return body;
  };
  const upload = (who: SignedIn, files: Upload[], fields: Record<string, string> = {}) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/user-storage/files',
      headers: { cookie: who.cookie },
      payload: form(files, fields),
    });
  const uploadOk = async (who: SignedIn, files: Upload[], fields: Record<string, string> = {}) => {
    const response = await upload(who, files, fields);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as Listed[];
  };
  const listed = async (who: SignedIn, folderId?: number) => {
    const response = await call(who, 'GET', `/api/user-storage/files${folderId ? `?folderId=${folderId}` : ''}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data as Listed[]).map((file) => file.name);
  };
  const makeFolder = async (who: SignedIn, name: string, parentId?: number) => {
    const response = await call(who, 'POST', '/api/user-storage/folders', { name, parentId });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number; name: string; parentId: number | null };
  };
  const rowsOf = (accountId: number) =>
    selectRows<{ id: string; status: string; name: string }>(
      testApp.app.db,
      sql`select id, status, name from storage_files where account_id = ${accountId}`,
    );
  /** Uploads that must fail: each answers `status` with `message`, and no row or byte of the account is left. */
  const refused = async (who: SignedIn, files: Upload[], status: number, message: string | RegExp) => {
    const rowsBefore = (await rowsOf(who.accountId)).length;
    const keysBefore = await keys();
    const response = await upload(who, files);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().message).toMatch(message);
    expect((await rowsOf(who.accountId)).length).toBe(rowsBefore);
    expect(await keys()).toEqual(keysBefore);
  };

  beforeAll(async () => {
    const backend = await start();
    stop = backend.stop;
    keys = backend.keys;
    testApp = await buildTestApp({ ...backend.config, STORAGE_MAX_UPLOAD_BYTES: MAX_UPLOAD });
    await loadBillSample(testApp.app.db, [BILL]);
    const [bill] = await selectRows<{ title: string }>(testApp.app.db, sql`select title from bills where id = ${BILL}`);
    billTitle = bill?.title ?? '';
    admin = await registerAccount(testApp.app, { stateCodes: ['TX'] });
    analyst = await addMember(testApp.app, { accountId: admin.accountId, role: 'analyst' });
    lobbyist = await addMember(testApp.app, { accountId: admin.accountId, role: 'lobbyist' });
    outsider = await registerAccount(testApp.app, { stateCodes: ['TX'] });
  });
  afterAll(async () => {
    await testApp.close();
    await stop();
  });

  it('needs a signed-in member of the team: 401 without a session, 403 for a lobbyist', async () => {
    expect((await call(undefined, 'GET', '/api/user-storage/folders')).statusCode).toBe(401);
    expect((await call(undefined, 'GET', '/api/user-storage/files')).statusCode).toBe(401);
    expect((await call(lobbyist, 'GET', '/api/user-storage/files')).statusCode).toBe(403);
    expect((await upload(lobbyist, [{ name: 'a.txt', bytes: 'hello' }])).statusCode).toBe(403);
    expect((await call(analyst, 'GET', '/api/user-storage/files')).statusCode).toBe(200);
  });

  it('creates nested folders, lists them, renames them, and refuses a duplicate name among siblings', async () => {
    const top = await makeFolder(admin, 'Hearings');
    const child = await makeFolder(admin, '2025', top.id);
    expect(child.parentId).toBe(top.id);
    const duplicate = await call(admin, 'POST', '/api/user-storage/folders', { name: 'hearings' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(storageErrors.folderNameTaken('hearings'));
    expect((await call(admin, 'POST', '/api/user-storage/folders', { name: 'a/b' })).statusCode).toBe(400);
    expect((await call(admin, 'POST', '/api/user-storage/folders', { name: 'x', parentId: 999999 })).statusCode).toBe(
      404,
    );
    const renamed = await call(admin, 'PATCH', `/api/user-storage/folders/${child.id}`, { name: '2025 session' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().name).toBe('2025 session');
    const folders = (await call(admin, 'GET', '/api/user-storage/folders')).json().data;
    expect(folders.map((folder: { name: string }) => folder.name)).toEqual(['2025 session', 'Hearings']);
    expect((await call(outsider, 'GET', '/api/user-storage/folders')).json().data).toEqual([]);
  });

  it('uploads several files into a folder, types them from their bytes, and lists them there only', async () => {
    const folder = await makeFolder(admin, 'Uploads');
    const pdf = await makePdf(billTitle);
    const stored = await uploadOk(
      admin,
      [
        { name: 'bill summary.pdf', bytes: pdf, type: 'application/pdf' },
        // No declared type: still typed from the bytes.
        { name: 'photo.png', bytes: PNG_1X1 },
      ],
      { folderId: String(folder.id) },
    );
    expect(stored.map((file) => [file.name, file.contentType, file.folderId])).toEqual([
      ['bill summary.pdf', 'application/pdf', folder.id],
      ['photo.png', 'image/png', folder.id],
    ]);
    expect(stored[0]).toMatchObject({ sizeBytes: pdf.length, hasText: true, previewable: true });
    expect(await listed(admin, folder.id)).toEqual(['bill summary.pdf', 'photo.png']);
    expect(await listed(admin)).not.toContain('photo.png');
    const storedKeys = await keys();
    for (const file of stored) expect(storedKeys).toContain(`files/${admin.accountId}/${file.id}`);
  });

  it('sorts and pages a folder', async () => {
    const folder = await makeFolder(admin, 'Sorting');
    await uploadOk(
      admin,
      [
        { name: 'b.txt', bytes: 'bb' },
        { name: 'a.txt', bytes: 'aaaa' },
        { name: 'c.txt', bytes: 'c' },
      ],
      { folderId: String(folder.id) },
    );
    const page = async (query: string) =>
      (await call(admin, 'GET', `/api/user-storage/files?folderId=${folder.id}&${query}`)).json();
    expect((await page('sort=name')).data.map((file: Listed) => file.name)).toEqual(['a.txt', 'b.txt', 'c.txt']);
    expect((await page('sort=size')).data.map((file: Listed) => file.name)).toEqual(['a.txt', 'b.txt', 'c.txt']);
    expect((await page('sort=size&order=asc')).data.map((file: Listed) => file.name)).toEqual([
      'c.txt',
      'b.txt',
      'a.txt',
    ]);
    const second = await page('sort=name&limit=2&page=2');
    expect(second).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(second.data.map((file: Listed) => file.name)).toEqual(['c.txt']);
    expect((await call(admin, 'GET', '/api/user-storage/files?sort=weight')).statusCode).toBe(400);
  });

  it('extracts the text of PDF, DOCX, TXT and HTML files and finds them by words inside', async () => {
    const folder = await makeFolder(admin, 'Research');
    await uploadOk(
      admin,
      [
        { name: 'memo.pdf', bytes: await makePdf(`Memo on the bill. ${billTitle}. Keyword: zanzibar.`) },
        { name: 'letter.docx', bytes: await makeDocx('Dear chair,\nOur coalition supports quokka habitat funding.') },
        { name: 'notes.txt', bytes: 'Call the clerk about the marmoset amendment.', type: 'text/plain' },
        {
          name: 'page.html',
          bytes: '<!doctype html><html><body><p>Testimony on <b>narwhal</b> rules</p></body></html>',
          type: 'text/html',
        },
      ],
      { folderId: String(folder.id) },
    );
    const search = async (q: string, who = admin) => {
      const response = await call(who, 'GET', `/api/user-storage/search?q=${encodeURIComponent(q)}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    for (const [word, name] of [
      ['zanzibar', 'memo.pdf'],
      ['quokka', 'letter.docx'],
      ['marmoset', 'notes.txt'],
      ['narwhal', 'page.html'],
    ]) {
      const result = await search(word as string);
      expect(result.data.map((file: Listed) => file.name)).toEqual([name]);
      expect(result.data[0].snippet).toContain(`<mark>${word}</mark>`);
      expect(result.data[0].folderPath).toEqual([{ id: folder.id, name: 'Research' }]);
    }
    const docx = (await search('quokka')).data[0];
    expect(docx.contentType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    // Names match too, even where the text does not.
    expect((await search('letter')).data.map((file: Listed) => file.name)).toContain('letter.docx');
    // The HTML's markup is not in the text.
    const detail = (await call(admin, 'GET', `/api/user-storage/files/${(await search('narwhal')).data[0].id}`)).json();
    expect(detail.text).toBe('Testimony on narwhal rules');
    expect((await search('zanzibar', outsider)).data).toEqual([]);
    expect((await call(admin, 'GET', '/api/user-storage/search?q=')).statusCode).toBe(400);
  });

  it('downloads as an attachment under the original name, nosniff, and previews only PDFs and images inline', async () => {
    const name = 'Résumé (final) ü.txt';
    const [file] = await uploadOk(admin, [{ name, bytes: 'Plain text, not a page' }]);
    const download = await call(admin, 'GET', `/api/user-storage/files/${file?.id}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('Plain text, not a page');
    expect(download.headers['content-type']).toBe('text/plain');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-security-policy']).toContain('sandbox');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="R_sum_ (final) _.txt"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%28final%29%20%C3%BC.txt`,
    );
    const notPreviewable = await call(admin, 'GET', `/api/user-storage/files/${file?.id}/preview`);
    expect(notPreviewable.statusCode).toBe(400);
    expect(notPreviewable.json().message).toBe(storageErrors.notPreviewable);

    const [image] = await uploadOk(admin, [{ name: 'seal.png', bytes: PNG_1X1, type: 'image/png' }]);
    const preview = await call(admin, 'GET', `/api/user-storage/files/${image?.id}/preview`);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/png');
    expect(preview.headers['content-disposition']).toMatch(/^inline; /);
    expect(preview.rawPayload.equals(PNG_1X1)).toBe(true);
  });

  it('answers 4xx for bad uploads and stores nothing', async () => {
    await refused(admin, [{ name: 'empty.txt', bytes: '' }], 400, storageErrors.emptyFile('empty.txt'));
    await refused(admin, [{ name: '../../etc/passwd', bytes: 'root:x:0:0' }], 400, /is a path, not a file name/);
    await refused(admin, [{ name: '..\\windows\\win.ini', bytes: '[fonts]' }], 400, /is a path, not a file name/);
    await refused(
      admin,
      [{ name: 'invoice.png', bytes: '<script>alert(1)</script>', type: 'image/png' }],
      400,
      storageErrors.typeMismatch('invoice.png', 'image/png', 'text/plain'),
    );
    await refused(
      admin,
      [{ name: 'report.pdf', bytes: PNG_1X1, type: 'application/pdf' }],
      400,
      /was sent as application\/pdf, but its content is image\/png/,
    );
    await refused(admin, [{ name: 'big.bin', bytes: Buffer.alloc(MAX_UPLOAD + 1, 1) }], 413, /larger than the 7 MB/);
    // All or none: a good file before a bad one is not kept either.
    await refused(
      admin,
      [
        { name: 'good.txt', bytes: 'fine' },
        { name: 'empty.txt', bytes: '' },
      ],
      400,
      storageErrors.emptyFile('empty.txt'),
    );
    await refused(admin, [], 400, storageErrors.noFiles);
    const json = await call(admin, 'POST', '/api/user-storage/files', { files: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(storageErrors.notMultipart);
    const missingFolder = await upload(admin, [{ name: 'a.txt', bytes: 'a' }], { folderId: '999999' });
    expect(missingFolder.statusCode).toBe(404);
    const badFolder = await upload(admin, [{ name: 'a.txt', bytes: 'a' }], { folderId: 'abc' });
    expect(badFolder.statusCode).toBe(400);
    expect((await rowsOf(admin.accountId)).filter((row) => row.status === 'uploading')).toEqual([]);
  });

  it('stores a file larger than one S3 multipart part', async () => {
    const bytes = Buffer.alloc(6 * 1024 * 1024, 'statehouse ');
    const [file] = await uploadOk(admin, [{ name: 'large.txt', bytes }]);
    const download = await call(admin, 'GET', `/api/user-storage/files/${file?.id}/download`);
    expect(download.rawPayload.length).toBe(bytes.length);
    expect(download.rawPayload.equals(bytes)).toBe(true);
  });

  it('refuses an upload past the plan quota with 413 and a clear message, storing nothing', async () => {
    const quota = storageQuotaBytesByPlan.trial;
    const usage = (await call(admin, 'GET', '/api/user-storage/usage')).json();
    expect(usage).toMatchObject({ plan: 'trial', quotaBytes: quota, maxUploadBytes: MAX_UPLOAD });
    // Fill the account to 100 bytes below its quota with a row that stands for earlier uploads.
    const filler = '00000000-0000-4000-8000-000000000001';
    await testApp.app.db.insert(storageFiles).values({
      id: filler,
      accountId: admin.accountId,
      name: 'filler.bin',
      contentType: 'application/octet-stream',
      sizeBytes: quota - usage.usedBytes - 100,
      sha256: '',
      blobKey: `files/${admin.accountId}/${filler}`,
      status: 'ready',
    });
    try {
      await refused(
        admin,
        [{ name: 'one-too-many.txt', bytes: 'x'.repeat(101) }],
        413,
        "Not enough storage: this upload needs 101 bytes but only 100 bytes of your plan's 1 GB is free. " +
          'Delete files and empty the trash, or move to a larger plan.',
      );
      const [fits] = await uploadOk(admin, [{ name: 'just-fits.txt', bytes: 'x'.repeat(100) }]);
      const full = (await call(admin, 'GET', '/api/user-storage/usage')).json();
      expect(full.usedBytes).toBe(quota);
      // The trash still counts: deleting frees nothing until the trash is emptied.
      await call(admin, 'DELETE', `/api/user-storage/files/${fits?.id}`);
      expect((await call(admin, 'GET', '/api/user-storage/usage')).json().usedBytes).toBe(quota);
      await call(admin, 'DELETE', '/api/user-storage/trash');
      expect((await call(admin, 'GET', '/api/user-storage/usage')).json().usedBytes).toBe(quota - 100);
    } finally {
      await testApp.app.db.delete(storageFiles).where(eq(storageFiles.id, filler));
    }
  });

  it('renames and moves files between folders and the top level', async () => {
    const from = await makeFolder(admin, 'From');
    const to = await makeFolder(admin, 'To');
    const [file] = await uploadOk(admin, [{ name: 'draft.txt', bytes: 'draft' }], { folderId: String(from.id) });
    const renamed = await call(admin, 'PATCH', `/api/user-storage/files/${file?.id}`, { name: 'final.txt' });
    expect(renamed.json().name).toBe('final.txt');
    expect((await call(admin, 'PATCH', `/api/user-storage/files/${file?.id}`, { name: '../x' })).statusCode).toBe(400);
    const moved = await call(admin, 'PATCH', `/api/user-storage/files/${file?.id}/move`, { folderId: to.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await listed(admin, from.id)).toEqual([]);
    expect(await listed(admin, to.id)).toEqual(['final.txt']);
    await call(admin, 'PATCH', `/api/user-storage/files/${file?.id}/move`, { folderId: null });
    expect(await listed(admin)).toContain('final.txt');
    expect(
      (await call(admin, 'PATCH', `/api/user-storage/files/${file?.id}/move`, { folderId: 999999 })).statusCode,
    ).toBe(404);
  });

  it('keeps another account out: it cannot list, read, download, move, rename, delete or restore', async () => {
    const folder = await makeFolder(admin, 'Private');
    const [file] = await uploadOk(admin, [{ name: 'secret.txt', bytes: 'account A only' }], {
      folderId: String(folder.id),
    });
    const fileUrl = `/api/user-storage/files/${file?.id}`;
    for (const [method, url, payload] of [
      ['GET', `/api/user-storage/files?folderId=${folder.id}`],
      ['GET', fileUrl],
      ['GET', `${fileUrl}/download`],
      ['GET', `${fileUrl}/preview`],
      ['PATCH', `${fileUrl}/move`, { folderId: null }],
      ['PATCH', fileUrl, { name: 'mine.txt' }],
      ['DELETE', fileUrl],
      ['POST', `${fileUrl}/restore`],
      ['PATCH', `/api/user-storage/folders/${folder.id}`, { name: 'Taken' }],
      ['DELETE', `/api/user-storage/folders/${folder.id}`],
      ['POST', '/api/user-storage/folders', { name: 'Sub', parentId: folder.id }],
    ] as [Method, string, object?][]) {
      const response = await call(outsider, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.body).not.toContain('account A only');
    }
    // Nor upload into A's folder, nor move its own file there.
    expect((await upload(outsider, [{ name: 'x.txt', bytes: 'x' }], { folderId: String(folder.id) })).statusCode).toBe(
      404,
    );
    const [own] = await uploadOk(outsider, [{ name: 'own.txt', bytes: 'B' }]);
    expect(
      (await call(outsider, 'PATCH', `/api/user-storage/files/${own?.id}/move`, { folderId: folder.id })).statusCode,
    ).toBe(404);
    expect(await listed(outsider)).toEqual(['own.txt']);
    expect((await call(outsider, 'GET', '/api/user-storage/trash')).json()).toMatchObject({ folders: [], files: [] });
    // A's file is untouched.
    expect(await listed(admin, folder.id)).toEqual(['secret.txt']);
  });

  it('moves deleted files and folders to the trash, restores them, and the purge job removes them after 30 days', async () => {
    const folder = await makeFolder(admin, 'Old session');
    const inner = await makeFolder(admin, 'Drafts', folder.id);
    const [kept, alone] = await uploadOk(
      admin,
      [
        { name: 'kept.txt', bytes: 'in the folder' },
        { name: 'alone.txt', bytes: 'deleted on its own' },
      ],
      { folderId: String(inner.id) },
    );
    const deletedFile = await call(admin, 'DELETE', `/api/user-storage/files/${alone?.id}`);
    expect(deletedFile.statusCode).toBe(200);
    expect(await listed(admin, inner.id)).toEqual(['kept.txt']);
    const deletedFolder = (await call(admin, 'DELETE', `/api/user-storage/folders/${folder.id}`)).json();
    expect(deletedFolder).toMatchObject({ folders: 2, files: 1 });
    const folders = (await call(admin, 'GET', '/api/user-storage/folders')).json().data;
    expect(folders.map((item: { name: string }) => item.name)).not.toContain('Old session');
    expect((await call(admin, 'GET', `/api/user-storage/files?folderId=${inner.id}`)).statusCode).toBe(404);

    const trash = (await call(admin, 'GET', '/api/user-storage/trash')).json();
    expect(trash.folders.map((item: { name: string; fileCount: number }) => [item.name, item.fileCount])).toEqual([
      ['Old session', 1],
    ]);
    expect(trash.files.map((item: Listed) => item.name)).toContain('alone.txt');
    const purgeAt = new Date(trash.folders[0].purgeAt).getTime() - new Date(trash.folders[0].deletedAt).getTime();
    expect(purgeAt).toBe(30 * DAY_MS);

    // A folder of the same name made meanwhile: the restored one becomes "Old session (2)".
    await makeFolder(admin, 'Old session');
    const restored = await call(admin, 'POST', `/api/user-storage/folders/${folder.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().name).toBe('Old session (2)');
    expect(await listed(admin, inner.id)).toEqual(['kept.txt']);
    // The file deleted on its own stays in the trash; restoring it puts it back in its folder.
    expect((await call(admin, 'POST', `/api/user-storage/files/${alone?.id}/restore`)).statusCode).toBe(200);
    expect(await listed(admin, inner.id)).toEqual(['alone.txt', 'kept.txt']);
    expect((await call(admin, 'POST', `/api/user-storage/files/${alone?.id}/restore`)).statusCode).toBe(404);

    // The purge job, run with a clock: 29 days later nothing goes, 31 days later the file and its bytes go.
    await call(admin, 'DELETE', `/api/user-storage/files/${kept?.id}`);
    const deps = { db: testApp.app.db, blobStore: testApp.app.blobStore, log: testApp.app.log };
    const key = `files/${admin.accountId}/${kept?.id}`;
    expect(await purgeStorage(deps, { now: new Date(Date.now() + 29 * DAY_MS) })).toMatchObject({ files: 0 });
    expect(await keys()).toContain(key);
    const purged = await purgeStorage(deps, { now: new Date(Date.now() + 31 * DAY_MS) });
    expect(purged.files).toBeGreaterThanOrEqual(1);
    expect(await keys()).not.toContain(key);
    expect((await rowsOf(admin.accountId)).map((row) => row.id)).not.toContain(kept?.id);
  });

  it('empties the trash on request', async () => {
    const [file] = await uploadOk(admin, [{ name: 'to-empty.txt', bytes: 'bye' }]);
    await call(admin, 'DELETE', `/api/user-storage/files/${file?.id}`);
    const emptied = await call(admin, 'DELETE', '/api/user-storage/trash');
    expect(emptied.statusCode, emptied.body).toBe(200);
    expect(emptied.json().files).toBeGreaterThanOrEqual(1);
    expect((await call(admin, 'GET', '/api/user-storage/trash')).json()).toMatchObject({ files: [], sizeBytes: 0 });
    expect(await keys()).not.toContain(`files/${admin.accountId}/${file?.id}`);
  });

  it('leaves no listed file and no bytes when the connection dies during an upload', async () => {
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const address = testApp.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const { connect } = await import('node:net');
    const boundary = '----statehouse-cut';
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="half.txt"\r\n` +
      'Content-Type: text/plain\r\n\r\n';
    const halves = async () => (await rowsOf(analyst.accountId)).filter((row) => row.name === 'half.txt');
    const socket = connect(port, '127.0.0.1');
    try {
      await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
      socket.write(
        `POST /api/user-storage/files HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${analyst.cookie}\r\n` +
          `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${head.length + 5_000_000}\r\n\r\n`,
      );
      socket.write(head);
      socket.write(Buffer.alloc(256 * 1024, 'a'));
      // Wait until the server holds the half-received file, then cut the connection.
      for (let i = 0; i < 200 && (await halves()).length === 0; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect((await halves()).map((row) => row.status)).toEqual(['uploading']);
      expect(await listed(analyst)).not.toContain('half.txt');
    } finally {
      socket.destroy();
    }
    for (let i = 0; i < 200 && (await halves()).length > 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await halves()).toEqual([]);
    expect(await listed(analyst)).not.toContain('half.txt');
    const account = `files/${admin.accountId}/`;
    const ids = new Set((await rowsOf(admin.accountId)).map((row) => `${account}${row.id}`));
    expect((await keys()).filter((key) => key.startsWith(account) && !ids.has(key))).toEqual([]);
  });

  it('cleans up uploads whose process died (rows left uploading) after six hours', async () => {
    const id = '00000000-0000-4000-8000-0000000000aa';
    await testApp.app.db.insert(storageFiles).values({
      id,
      accountId: admin.accountId,
      name: 'orphan.txt',
      contentType: 'application/octet-stream',
      sizeBytes: 0,
      sha256: '',
      blobKey: `files/${admin.accountId}/${id}`,
      status: 'uploading',
    });
    await testApp.app.blobStore.put(`files/${admin.accountId}/${id}`, Buffer.from('half'));
    const deps = { db: testApp.app.db, blobStore: testApp.app.blobStore, log: testApp.app.log };
    expect((await purgeStorage(deps, { now: new Date(Date.now() + 60 * 60 * 1000) })).uploads).toBe(0);
    expect((await purgeStorage(deps, { now: new Date(Date.now() + 7 * 60 * 60 * 1000) })).uploads).toBe(1);
    expect((await rowsOf(admin.accountId)).map((row) => row.id)).not.toContain(id);
    expect(await keys()).not.toContain(`files/${admin.accountId}/${id}`);
  });

  describe('supporting documents of a bill', () => {
    const url = `/api/bills/${BILL}/supporting-documents`;

    it('attaches a stored file or an uploaded one, lists them for the account only, and detaches', async () => {
      const [stored] = await uploadOk(admin, [{ name: 'fiscal note.pdf', bytes: await makePdf(billTitle) }]);
      const attached = await call(admin, 'POST', url, { fileId: stored?.id, title: 'Fiscal note' });
      expect(attached.statusCode, attached.body).toBe(201);
      expect(attached.json()).toMatchObject({ billId: BILL, title: 'Fiscal note', file: { id: stored?.id } });
      expect((await call(admin, 'POST', url, { fileId: stored?.id })).statusCode).toBe(409);

      const uploaded = await testApp.app.inject({
        method: 'POST',
        url,
        headers: { cookie: analyst.cookie },
        payload: form([{ name: 'testimony.txt', bytes: 'Written testimony in support.' }], {}, 'document'),
      });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      expect(uploaded.json()).toMatchObject({ title: 'testimony.txt', file: { contentType: 'text/plain' } });

      const list = (await call(admin, 'GET', url)).json().data;
      expect(list.map((doc: { title: string }) => doc.title)).toEqual(['testimony.txt', 'Fiscal note']);
      expect((await call(outsider, 'GET', url)).json().data).toEqual([]);
      expect((await call(outsider, 'POST', url, { fileId: stored?.id })).statusCode).toBe(404);
      expect((await call(outsider, 'DELETE', `${url}/${attached.json().id}`)).statusCode).toBe(404);

      // A file in the trash is not listed; the document returns with it.
      await call(admin, 'DELETE', `/api/user-storage/files/${stored?.id}`);
      expect((await call(admin, 'GET', url)).json().data).toHaveLength(1);
      await call(admin, 'POST', `/api/user-storage/files/${stored?.id}/restore`);
      expect((await call(admin, 'GET', url)).json().data).toHaveLength(2);

      expect((await call(admin, 'DELETE', `${url}/${attached.json().id}`)).statusCode).toBe(200);
      expect((await call(admin, 'GET', url)).json().data).toHaveLength(1);
      expect(await listed(admin)).toContain('fiscal note.pdf');
    });

    it('answers 404 for an unknown bill and 400 without a document, storing nothing', async () => {
      const rowsBefore = (await rowsOf(admin.accountId)).length;
      const unknown = await testApp.app.inject({
        method: 'POST',
        url: '/api/bills/TX-892-HB-99999/supporting-documents',
        headers: { cookie: admin.cookie },
        payload: form([{ name: 'a.txt', bytes: 'a' }], {}, 'document'),
      });
      expect(unknown.statusCode).toBe(404);
      expect((await call(admin, 'POST', url)).statusCode).toBe(400);
      expect((await call(admin, 'POST', url, { fileId: 'not-a-uuid' })).statusCode).toBe(400);
      expect((await rowsOf(admin.accountId)).length).toBe(rowsBefore);
    });
  });
});

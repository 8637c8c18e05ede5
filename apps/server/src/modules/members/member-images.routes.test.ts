import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registerAccount, type SignedIn } from '../../../test/factories/accounts';
import { loadSamplePeople } from '../../../test/factories/sample-people';
import { type LocalServer, startLocalServer } from '../../../test/local-http-server';
import { people } from '../../db/schema/index';
import { initialsOf } from './member-avatar';
import { MemberImageCache } from './member-image-cache';

const MATTERA = 'ocd-person/04f9beb9-b562-4f2f-9f23-4856fe0fd0dc'; // NY senator, Republican/Conservative
// A 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('member images', () => {
  let testApp: TestApp;
  let dataDir: string;
  let photos: LocalServer;
  let reader: SignedIn;
  const others: string[] = [];

  const get = (memberId: string) =>
    testApp.app.inject({
      method: 'GET',
      url: `/api/member-images/${encodeURIComponent(memberId)}`,
      headers: { cookie: reader.cookie },
    });
  const setImage = (id: string, image: string | null) =>
    testApp.app.db.update(people).set({ image }).where(eq(people.id, id));

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'member-images-'));
    photos = await startLocalServer((request, response) => {
      if (request.url.pathname === '/photo.png') {
        response.writeHead(200, { 'content-type': 'image/png' });
        response.end(PNG);
      } else if (request.url.pathname === '/page.html') {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end('<html>not a photo</html>');
      } else if (request.url.pathname === '/huge.png') {
        response.writeHead(200, { 'content-type': 'image/png' });
        response.end(Buffer.alloc(64 * 1024));
      } else {
        response.writeHead(404);
        response.end();
      }
    });
    testApp = await buildTestApp({ DATA_DIR: dataDir });
    await loadSamplePeople(testApp.app.db, ['NY']);
    reader = await registerAccount(testApp.app, { stateCodes: ['NY'] });
    const rows = await testApp.app.db
      .select({ id: people.id })
      .from(people)
      .where(eq(people.jurisdictionId, 'NY'))
      .limit(3);
    others.push(...rows.map((row) => row.id).filter((id) => id !== MATTERA));
  }, 60_000);
  afterAll(async () => {
    await testApp.close();
    await photos.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('draws an avatar with initials and the party colour when no photo is cached, never a broken image', async () => {
    // The sample's photo URL is on nysenate.gov: the closed network here fails, and the avatar stays.
    const response = await get(MATTERA);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, max-age=300');
    expect(response.body).toContain('>MM</text>');
    expect(response.body).toContain('fill="#b91c1c"'); // Republican red
    expect(initialsOf('Mario R. Mattera')).toBe('MM');
    expect(initialsOf('  ')).toBe('?');
  });

  it('answers 404 with a message for an unknown member', async () => {
    const response = await get('ocd-person/nobody');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Member ocd-person/nobody was not found');
  });

  it('fetches a photo in the background, caches it under DATA_DIR and serves it with long cache headers', async () => {
    await setImage(MATTERA, `${photos.url}/photo.png`);
    const [withoutPhoto] = others;
    await setImage(withoutPhoto!, null);
    const bulk = await testApp.app.inject({
      method: 'POST',
      url: '/api/member-images/bulk',
      headers: { cookie: reader.cookie },
      payload: { memberIds: [MATTERA, withoutPhoto, 'ocd-person/nobody'] },
    });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json()).toEqual({ cached: [], queued: [MATTERA], unavailable: [withoutPhoto, 'ocd-person/nobody'] });
    let photo = await get(MATTERA);
    for (let tries = 0; tries < 50 && photo.headers['content-type'] !== 'image/png'; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      photo = await get(MATTERA);
    }
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.headers['cache-control']).toBe('private, max-age=86400');
    expect(photo.rawPayload.equals(PNG)).toBe(true);
    expect(photos.requests.filter((request) => request.url.pathname === '/photo.png')).toHaveLength(1);
    const again = await testApp.app.inject({
      method: 'POST',
      url: '/api/member-images/bulk',
      headers: { cookie: reader.cookie },
      payload: { memberIds: [MATTERA] },
    });
    expect(again.json()).toEqual({ cached: [MATTERA], queued: [], unavailable: [] });
  });

  it('refuses pages that are not photos, photos over the size limit and dead hosts', async () => {
    const cache = new MemberImageCache(join(dataDir, 'direct'), { timeoutMs: 1_000, maxBytes: 1024 });
    await expect(cache.fetchAndStore('a', `${photos.url}/page.html`)).rejects.toThrow('Not a photo: text/html');
    await expect(cache.fetchAndStore('b', `${photos.url}/huge.png`)).rejects.toThrow('Photo too large');
    await expect(cache.fetchAndStore('c', `${photos.url}/missing.png`)).rejects.toThrow('Photo answered 404');
    await expect(cache.fetchAndStore('d', 'file:///etc/passwd')).rejects.toThrow('Only http(s) photo URLs');
    await expect(cache.fetchAndStore('e', 'http://127.0.0.1:1/x.png')).rejects.toThrow();
    expect(await cache.read('a')).toBeUndefined();
    // A failed member is not retried at once: the queue answers false and fetches nothing more.
    expect(cache.enqueue('f', `${photos.url}/missing.png`)).toBe(true);
    await cache.idle();
    expect(cache.enqueue('f', `${photos.url}/missing.png`)).toBe(false);
  });

  it('answers 400 for a bad bulk body', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/member-images/bulk',
      headers: { cookie: reader.cookie },
      payload: { memberIds: [] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('memberIds must name at least one member');
  });
});

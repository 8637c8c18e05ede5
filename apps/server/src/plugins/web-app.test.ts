import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

describe('serving the web app beside the API', () => {
  const distDir = mkdtempSync(path.join(tmpdir(), 'statehouse-dist-'));
  let testApp: TestApp;

  beforeAll(async () => {
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Statehouse</title><div id="root"></div>');
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log("app")');
    writeFileSync(path.join(distDir, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log("app")'));
    writeFileSync(path.join(distDir, 'assets', 'index-abc123.js.gz'), gzipSync('console.log("app")'));
    testApp = await buildTestApp({ WEB_DIST_DIR: distDir });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('answers index.html for any client-side route (SPA fallback)', async () => {
    for (const url of ['/', '/bills/TX-892-HB-1', '/no/such/page?x=1']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('sends the precompressed copy of an asset to a client that accepts it', async () => {
    const br = await testApp.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(brotliCompressSync('console.log("app")'))).toBe(true);
    const gz = await testApp.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe('console.log("app")');
    const plain = await testApp.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("app")');
  });

  it('compresses a large JSON reply and leaves a small one alone', async () => {
    const large = await testApp.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(large.rawPayload).toString())).toHaveProperty('openapi');
    const small = await testApp.app.inject({
      method: 'GET',
      url: '/api/no-such-thing',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('allows no inline script in its content security policy', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/' });
    const policy = String(response.headers['content-security-policy']);
    const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src '));
    expect(scriptSrc?.trim()).toBe("script-src 'self'");
  });

  it('serves fingerprinted assets with a long cache lifetime', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers a JSON 404 for an unknown API path or a missing asset', async () => {
    const api = await testApp.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ code: 'NOT_FOUND', message: 'No route for GET /api/no-such-thing' });

    const post = await testApp.app.inject({ method: 'POST', url: '/api/bills/nope' });
    expect(post.statusCode).toBe(404);

    const asset = await testApp.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(asset.statusCode).toBe(404);
  });
});

describe('serving the prerendered landing page', () => {
  const distDir = mkdtempSync(path.join(tmpdir(), 'statehouse-dist-'));
  let testApp: TestApp;

  beforeAll(async () => {
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Statehouse</title><div id="root"></div>');
    writeFileSync(
      path.join(distDir, 'landing.html'),
      '<!doctype html><title>Landing</title><div id="root"><h1>Hero</h1></div>',
    );
    testApp = await buildTestApp({ WEB_DIST_DIR: distDir });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('answers landing.html for / and index.html for every other route', async () => {
    const home = await testApp.app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.body).toContain('<h1>Hero</h1>');
    for (const url of ['/bills', '/features', '/?portal=acme', '/?x=1&portal']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.body, url).toContain('<div id="root"></div>');
    }
  });
});

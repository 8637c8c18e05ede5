import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { registerAccount } from '../../test/factories/accounts';
import { createTestDatabase } from '../../test/test-database';
import { buildApp } from '../app';
import { testConfig } from '../config/env';
import { bootRepliesElement } from './boot-replies';

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
    expect(home.headers['cache-control']).toBe('private, no-cache');
    expect(home.body).toContain('<h1>Hero</h1>');
    for (const url of ['/bills', '/features', '/?portal=acme', '/?x=1&portal']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.body, url).toContain('<div id="root"></div>');
    }
  });

  it("answers a portal's subdomain with the portal's own home, not the landing page", async () => {
    for (const host of ['acme.statehouse.io', 'acme.localhost:10000']) {
      const response = await testApp.app.inject({ method: 'GET', url: '/', headers: { host } });
      expect(response.body, host).toContain('<div id="root"></div>');
      expect(response.body, host).not.toContain('<h1>Hero</h1>');
    }
    for (const host of ['www.statehouse.io', 'statehouse.io', 'localhost:10000', '127.0.0.1:10000']) {
      const response = await testApp.app.inject({ method: 'GET', url: '/', headers: { host } });
      expect(response.body, host).toContain('<h1>Hero</h1>');
    }
  });
});

describe("preloading the asked-for page's code", () => {
  const distDir = mkdtempSync(path.join(tmpdir(), 'statehouse-dist-'));
  let testApp: TestApp;
  const preloadOf = (file: string) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`;
  const signedIn = { cookie: 'statehouse_session=some-token' };

  beforeAll(async () => {
    writeFileSync(
      path.join(distDir, 'index.html'),
      '<!doctype html><head><title>S</title></head><div id="root"></div>',
    );
    const routes = [
      { path: '/bills', gate: 'auth', files: ['assets/app-layout.js', 'assets/bills-list.js'] },
      { path: '/bills/:billId', gate: 'auth', files: ['assets/app-layout.js', 'assets/bill-detail.js'] },
      { path: '/bills/compare', gate: 'auth', files: ['assets/app-layout.js', 'assets/compare.js'] },
      { path: '/features', gate: 'public', files: ['assets/public-layout.js', 'assets/features.js'] },
      { path: '/docs/:path*', gate: 'public', files: ['assets/docs.js'] },
    ];
    writeFileSync(path.join(distDir, 'route-preloads.json'), JSON.stringify(routes));
    testApp = await buildTestApp({ WEB_DIST_DIR: distDir });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it("adds the route's chunks to the head of a signed-in page, the most specific route first", async () => {
    const bills = await testApp.app.inject({ method: 'GET', url: '/bills?stateCode=TX', headers: signedIn });
    expect(bills.statusCode).toBe(200);
    expect(bills.headers['content-type']).toMatch(/text\/html/);
    expect(bills.headers.vary).toMatch(/cookie/i);
    expect(bills.body).toContain(
      `${preloadOf('assets/app-layout.js')}\n  ${preloadOf('assets/bills-list.js')}\n  </head>`,
    );
    const bill = await testApp.app.inject({ method: 'GET', url: '/bills/TX-892-HB-1', headers: signedIn });
    expect(bill.body).toContain(preloadOf('assets/bill-detail.js'));
    expect(bill.body).not.toContain('bills-list.js');
    const compare = await testApp.app.inject({ method: 'GET', url: '/bills/compare', headers: signedIn });
    expect(compare.body).toContain(preloadOf('assets/compare.js'));
    expect(compare.body).not.toContain('bill-detail.js');
  });

  it('leaves signed-in pages plain without a session cookie, and preloads public pages for anyone', async () => {
    const bills = await testApp.app.inject({ method: 'GET', url: '/bills' });
    expect(bills.body).not.toContain('modulepreload');
    const features = await testApp.app.inject({ method: 'GET', url: '/features' });
    expect(features.body).toContain(preloadOf('assets/features.js'));
    const docs = await testApp.app.inject({ method: 'GET', url: '/docs/api/bills' });
    expect(docs.body).toContain(preloadOf('assets/docs.js'));
  });

  it('sends plain index.html for an unknown path and for a portal link', async () => {
    for (const url of ['/no/such/page', '/bills?portal=acme']) {
      const response = await testApp.app.inject({ method: 'GET', url, headers: signedIn });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain('modulepreload');
      expect(response.body, url).toContain('<div id="root"></div>');
    }
  });
});

describe('the first replies carried in the page', () => {
  const distDir = mkdtempSync(path.join(tmpdir(), 'statehouse-dist-'));
  let testApp: TestApp;
  let cookie: string;
  const bootOf = (html: string): Record<string, { status: number; body: unknown }> => {
    const match = /<script type="application\/json" id="boot-replies">(.*?)<\/script>/s.exec(html);
    if (!match?.[1]) throw new Error(`no boot replies in ${html.slice(0, 300)}`);
    return JSON.parse(match[1]);
  };

  beforeAll(async () => {
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><head></head><body><div id="root"></div></body>');
    writeFileSync(path.join(distDir, 'landing.html'), '<!doctype html><head></head><body><h1>Hero</h1></body>');
    testApp = await buildTestApp({ WEB_DIST_DIR: distDir });
    ({ cookie } = await registerAccount(testApp.app));
    const saved = await testApp.app.inject({
      method: 'POST',
      url: '/api/user-settings',
      headers: { cookie },
      payload: { legislative: { stateCode: 'TX' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it("gives a signed-in page the API's own replies for the user, settings, accounts and the stored state's sessions", async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/bills', headers: { cookie } });
    expect(page.headers['cache-control']).toBe('private, no-cache');
    const boot = bootOf(page.body);
    expect(Object.keys(boot).sort()).toEqual([
      '/api/accounts/my',
      '/api/auth/me',
      '/api/sessions?stateCode=TX',
      '/api/user-settings',
    ]);
    for (const url of Object.keys(boot)) {
      const direct = await testApp.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(boot[url], url).toEqual({ status: direct.statusCode, body: direct.json() });
    }
  });

  it("sends the initial state's sessions (SPEC section 4: TX) to a user who never picked one", async () => {
    const { cookie: newcomer } = await registerAccount(testApp.app);
    const boot = bootOf(
      (await testApp.app.inject({ method: 'GET', url: '/dashboard', headers: { cookie: newcomer } })).body,
    );
    expect(Object.keys(boot)).toContain('/api/sessions?stateCode=TX');
  });

  it("takes the sessions of the page URL's state over the stored one, and ignores a malformed state", async () => {
    const michigan = bootOf(
      (await testApp.app.inject({ method: 'GET', url: '/bills?stateCode=MI', headers: { cookie } })).body,
    );
    expect(Object.keys(michigan)).toContain('/api/sessions?stateCode=MI');
    expect(Object.keys(michigan)).not.toContain('/api/sessions?stateCode=TX');
    const odd = bootOf(
      (await testApp.app.inject({ method: 'GET', url: '/bills?stateCode=%3Cscript%3E', headers: { cookie } })).body,
    );
    expect(Object.keys(odd).some((key) => key.startsWith('/api/sessions'))).toBe(false);
  });

  it('gives a visitor without a valid session only the 401 of /api/auth/me, on the landing page too', async () => {
    for (const headers of [{}, { cookie: 'statehouse_session=not-a-session' }]) {
      for (const url of ['/', '/bills']) {
        const boot = bootOf((await testApp.app.inject({ method: 'GET', url, headers })).body);
        expect(Object.keys(boot), url).toEqual(['/api/auth/me']);
        expect(boot['/api/auth/me']?.status, url).toBe(401);
      }
    }
    const landing = await testApp.app.inject({ method: 'GET', url: '/' });
    expect(landing.body).toContain('<h1>Hero</h1>');
  });

  it('escapes < so that no stored text can end the data block early', () => {
    const element = bootRepliesElement({ '/api/x': { status: 200, body: { name: 'a</script><b>' } } });
    expect(element.match(/<\/script>/g)).toHaveLength(1);
    expect(bootOf(element)['/api/x']?.body).toEqual({ name: 'a</script><b>' });
  });

  it('compresses the page for a client that accepts it, and says it differs by cookie and encoding', async () => {
    const page = await testApp.app.inject({
      method: 'GET',
      url: '/bills',
      headers: { cookie, 'accept-encoding': 'gzip' },
    });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(String(page.headers.vary)).toMatch(/cookie/i);
    expect(String(page.headers.vary)).toMatch(/accept-encoding/i);
    expect(Object.keys(bootOf(gunzipSync(page.rawPayload).toString()))).toContain('/api/auth/me');
  });

  it('sends a portal link plain index.html, without replies made for the main site', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/bills?portal=acme', headers: { cookie } });
    expect(page.body).not.toContain('boot-replies');
  });
});

describe('serving the web app while npm start still builds it (decision 080)', () => {
  it('answers the API at once, pages with a self-reloading 503 until the build is done, then the app and its files', async () => {
    const distDir = path.join(mkdtempSync(path.join(tmpdir(), 'statehouse-building-')), 'dist');
    let finishBuild: () => void = () => {};
    const built = new Promise<void>((resolve) => {
      finishBuild = resolve;
    });
    const database = await createTestDatabase();
    const app = await buildApp(testConfig({ WEB_DIST_DIR: distDir }), { database, webAppBuilt: built });
    await app.ready();
    try {
      expect((await app.inject({ method: 'GET', url: '/api/status' })).statusCode).toBe(200);
      const page = await app.inject({ method: 'GET', url: '/bills/TX-892-HB-1' });
      expect(page.statusCode).toBe(503);
      expect(page.headers['retry-after']).toBe('5');
      expect(page.body).toContain('Statehouse is building its web app');
      expect(page.body).toContain('<meta http-equiv="refresh" content="5" />');
      expect((await app.inject({ method: 'GET', url: '/api/no-such-call' })).statusCode).toBe(404);

      // The build writes its files, then start.mjs says it is done.
      writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Statehouse</title><div id="root"></div>');
      mkdirSync(path.join(distDir, 'assets'));
      writeFileSync(path.join(distDir, 'assets', 'index-def456.js'), 'console.log("built")');
      finishBuild();
      await built;
      await new Promise((resolve) => setImmediate(resolve));
      const after = await app.inject({ method: 'GET', url: '/bills/TX-892-HB-1' });
      expect(after.statusCode).toBe(200);
      expect(after.body).toContain('<div id="root">');
      const asset = await app.inject({ method: 'GET', url: '/assets/index-def456.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.body).toBe('console.log("built")');
      expect((await app.inject({ method: 'GET', url: '/api/no-such-call' })).json()).toMatchObject({
        code: 'NOT_FOUND',
      });
    } finally {
      await app.close();
      await database.close();
      rmSync(path.dirname(distDir), { recursive: true, force: true });
    }
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathsWithoutUserFetch } from '@/features/auth/user-provider';

const source = readFileSync(path.resolve(__dirname, '../../public/start-requests.js'), 'utf8');
const preloads = () => [...document.head.querySelectorAll('link[rel="preload"]')] as HTMLLinkElement[];

function runAt(url: string) {
  window.history.replaceState(null, '', url);
  new Function(source)();
}

describe('start-requests.js', () => {
  afterEach(() => {
    for (const link of preloads()) link.remove();
    window.history.replaceState(null, '', '/');
  });

  it('preloads /api/auth/me with credentials where the app asks for the user at once', () => {
    runAt('/bills?stateCode=TX');
    const [link, ...more] = preloads();
    expect(more).toHaveLength(0);
    expect(link?.getAttribute('href')).toBe('/api/auth/me');
    expect(link?.as).toBe('fetch');
    expect(link?.crossOrigin).toBe('use-credentials');
  });

  it("preloads nothing on the app's pages without a user fetch, nor on a portal link", () => {
    for (const url of [...pathsWithoutUserFetch, '/?portal=acme']) {
      runAt(url);
      expect(preloads(), url).toHaveLength(0);
    }
  });

  it('skips the same pages as the app', () => {
    const listed = /const pathsWithoutUserFetch = (\[[^\]]*\])/.exec(source)?.[1] ?? '[]';
    expect(JSON.parse(listed.replace(/'/g, '"'))).toEqual([...pathsWithoutUserFetch]);
  });
});

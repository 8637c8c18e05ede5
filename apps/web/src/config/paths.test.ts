import { matchRoutes } from 'react-router';
import { buildRoutes } from '@/app/router';
import { paths } from './paths';

type Builder = string | ((...args: never[]) => string) | { [key: string]: Builder };

/** Every path the object can produce, with sample arguments for the builders. */
function collect(node: Builder, name: string): [string, string][] {
  if (typeof node === 'string') return [[name, node]];
  if (typeof node === 'function') {
    const build = node as (...args: unknown[]) => string;
    return [[name, build('1', '2')]];
  }
  return Object.entries(node).flatMap(([key, child]) => collect(child, `${name}.${key}`));
}

describe('paths', () => {
  const { portal, ...main } = paths;

  it.each(collect(main as Builder, 'paths'))('%s (%s) is a screen of the main set', (_, url) => {
    const matches = matchRoutes(buildRoutes('main'), url) ?? [];
    expect(matches.at(-1)?.route.path).not.toBe('*');
  });

  it.each(collect(portal as Builder, 'paths.portal'))('%s (%s) is a screen of the portal set', (_, url) => {
    const matches = matchRoutes(buildRoutes('portal'), url) ?? [];
    expect(matches.at(-1)?.route.path).not.toBe('*');
  });

  it('encodes parameters and keeps nested folder slashes', () => {
    expect(paths.bills.detail('TX-25R-HB 1')).toBe('/bills/TX-25R-HB%201');
    expect(paths.storage.folder('contracts/2025 Q1/')).toBe('/storage/contracts/2025%20Q1');
    expect(paths.committeeVideos.sharedClip('TX', 'abc')).toBe('/TX/videos/share/abc');
  });
});

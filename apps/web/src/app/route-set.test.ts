import { selectRouteSet } from './route-set';

describe('selectRouteSet', () => {
  it.each([
    ['acme.statehouse.io', '', 'portal'],
    ['www.statehouse.io', '', 'main'],
    ['statehouse.io', '', 'main'],
    ['foo.azurewebsites.net', '', 'main'],
    ['acme.localhost', '', 'portal'],
    ['localhost', '', 'main'],
    ['127.0.0.1', '', 'main'],
    ['localhost', '?portal=x', 'portal'],
    ['statehouse.io', '?q=1&portal=', 'portal'],
    ['www.statehouse.io', '?portal=acme', 'portal'],
    ['foo.azurewebsites.net', '?portal=acme', 'portal'],
    ['statehouse.io', '?portals=1', 'main'],
  ] as const)('chooses the %s%s route set as %s', (hostname, search, expected) => {
    expect(selectRouteSet({ hostname, search })).toBe(expected);
  });
});

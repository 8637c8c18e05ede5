import { portalFromHostname } from '@statehouse/shared/portal/portal-host';
import { getPortalName, withPortalQuery } from './portal';

describe('portalFromHostname', () => {
  it.each([
    ['acme.statehouse.io', 'acme'],
    ['ACME.Statehouse.io', 'acme'],
    ['www.statehouse.io', null],
    ['statehouse.io', null],
    ['foo.azurewebsites.net', null],
    ['acme.localhost', 'acme'],
    ['www.localhost', null],
    ['localhost', null],
    ['127.0.0.1', null],
    ['[::1]', null],
  ])('reads %s as portal %s', (hostname, expected) => {
    expect(portalFromHostname(hostname)).toBe(expected);
  });
});

describe('getPortalName', () => {
  it('prefers the portal query parameter over the host', () => {
    expect(getPortalName({ hostname: 'acme.statehouse.io', search: '?portal=beta' })).toBe('beta');
  });

  it('falls back to the host when the query parameter is empty', () => {
    expect(getPortalName({ hostname: 'acme.statehouse.io', search: '?portal=' })).toBe('acme');
  });

  it('returns null on the main site', () => {
    expect(getPortalName({ hostname: 'statehouse.io', search: '?q=tax' })).toBeNull();
  });
});

describe('withPortalQuery', () => {
  it('keeps the portal query parameter on an in-app link', () => {
    expect(withPortalQuery('/bills/TX-25R-HB-1', '?portal=acme')).toBe('/bills/TX-25R-HB-1?portal=acme');
  });

  it('leaves links alone on the main site', () => {
    expect(withPortalQuery('/auth', '?q=tax')).toBe('/auth');
  });
});

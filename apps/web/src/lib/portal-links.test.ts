import { withPortalQuery } from './portal';

describe('withPortalQuery', () => {
  it('keeps the portal query parameter on an in-app link', () => {
    expect(withPortalQuery('/bills/TX-25R-HB-1', '?portal=acme')).toBe('/bills/TX-25R-HB-1?portal=acme');
  });

  it('leaves links alone on the main site', () => {
    expect(withPortalQuery('/auth', '?q=tax')).toBe('/auth');
  });
});

import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('follows same-site paths with their query', () => {
    expect(safeRedirect('/bills?state=TX')).toBe('/bills?state=TX');
  });

  it('refuses other sites and missing targets', () => {
    expect(safeRedirect('//evil.example/x')).toBeUndefined();
    expect(safeRedirect('https://evil.example')).toBeUndefined();
    expect(safeRedirect('bills')).toBeUndefined();
    expect(safeRedirect(null)).toBeUndefined();
    expect(safeRedirect(undefined)).toBeUndefined();
  });
});

import { parseDashboardParams, withDashboardParams } from './dashboard-params';

describe('dashboard URL parameters', () => {
  it('reads the scope, news kind and page, defaulting what is missing or broken', () => {
    expect(parseDashboardParams(new URLSearchParams('scope=team&news=vote&newsPage=3'))).toEqual({
      scope: 'team',
      newsKind: 'vote',
      newsPage: 3,
    });
    expect(parseDashboardParams(new URLSearchParams('scope=everyone&news=tweet&newsPage=-2'))).toEqual({
      scope: 'user',
      newsKind: 'all',
      newsPage: 1,
    });
    expect(parseDashboardParams(new URLSearchParams('newsPage=1.5')).newsPage).toBe(1);
  });

  it('keeps defaults out of the URL and starts a new kind at its first page', () => {
    const current = new URLSearchParams('scope=team&newsPage=4&other=kept');
    expect(withDashboardParams(current, { scope: 'user' }).toString()).toBe('newsPage=4&other=kept');
    expect(withDashboardParams(current, { newsKind: 'version' }).toString()).toBe('scope=team&other=kept&news=version');
    expect(withDashboardParams(current, { newsPage: 5 }).get('newsPage')).toBe('5');
  });
});

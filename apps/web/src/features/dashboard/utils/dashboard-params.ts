import { type TrackedProgressScope, trackedProgressScopes } from '@statehouse/shared/dashboard/dashboard.schemas';
import { newsItemKinds } from '@statehouse/shared/dashboard/news.schemas';
import type { NewsKindFilter } from '../components/latest-news';

/** What the dashboard keeps in its URL: the chart's scope, the news kind and page. Defaults stay out of the URL. */
export type DashboardParams = { scope: TrackedProgressScope; newsKind: NewsKindFilter; newsPage: number };

const MAX_NEWS_PAGE = 1000;

/** Reads the URL leniently: an unknown or broken value is the default, never an error page. */
export function parseDashboardParams(params: URLSearchParams): DashboardParams {
  const scope = params.get('scope');
  const kind = params.get('news');
  const page = Number(params.get('newsPage'));
  return {
    scope: (trackedProgressScopes as readonly string[]).includes(scope ?? '')
      ? (scope as TrackedProgressScope)
      : 'user',
    newsKind: (newsItemKinds as readonly string[]).includes(kind ?? '') ? (kind as NewsKindFilter) : 'all',
    newsPage: Number.isInteger(page) && page >= 1 && page <= MAX_NEWS_PAGE ? page : 1,
  };
}

/** The URL parameters after a change; a new kind starts the news again at its first page. */
export function withDashboardParams(current: URLSearchParams, change: Partial<DashboardParams>): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | number, isDefault: boolean) =>
    isDefault ? next.delete(key) : next.set(key, String(value));
  if (change.scope !== undefined) set('scope', change.scope, change.scope === 'user');
  if (change.newsKind !== undefined) {
    set('news', change.newsKind, change.newsKind === 'all');
    next.delete('newsPage');
  }
  if (change.newsPage !== undefined) set('newsPage', change.newsPage, change.newsPage === 1);
  return next;
}

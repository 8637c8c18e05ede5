import type { TrackedProgressScope } from '@statehouse/shared/dashboard/dashboard.schemas';
import type { NewsItemKind } from '@statehouse/shared/dashboard/news.schemas';

/** What the dashboard asks of GET /api/news/latest (latestNewsQuerySchema's fields, as the web sends them). */
export type LatestNewsParams = { page?: number; limit?: number; trackedOnly?: boolean; kinds?: NewsItemKind[] };

/** Query keys of the dashboard feature: the first element is always the API path (ADR 006). */
export const dashboardKeys = {
  stats: ['/api/dashboard/stats'] as const,
  trackedProgress: (scope: TrackedProgressScope) => ['/api/dashboard/tracked-progress', { scope }] as const,
  /** Every page and filter of the news, and the live feed. */
  news: ['/api/news/latest'] as const,
  latestNews: (query: LatestNewsParams) => ['/api/news/latest', query] as const,
};

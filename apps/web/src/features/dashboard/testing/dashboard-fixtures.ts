import type {
  DashboardStatsReply,
  TrackedProgressReply,
  TrackedProgressScope,
} from '@statehouse/shared/dashboard/dashboard.schemas';
import type { LatestNewsReply, NewsItem } from '@statehouse/shared/dashboard/news.schemas';
import { progressStageLabels, progressStages } from '@statehouse/shared/dashboard/progress-stages';

/** Replies shaped like the server's (dashboard and news schemas), for component and route tests. */
export function statsReply(values: Partial<Record<string, number>> = {}): DashboardStatsReply {
  const stat = (key: DashboardStatsReply['stats'][number]['key'], label: string, href: string) => ({
    key,
    label,
    value: values[key] ?? 0,
    description: `What ${label} counts.`,
    href,
  });
  return {
    stats: [
      stat('trackedBills', 'Tracked bills', '/track-bills'),
      stat('changedRecently', 'Changed in 7 days', '/track-bills?sort=lastAction&order=desc'),
      stat('passedOrEnacted', 'Passed or enacted', '/track-bills?progressStatuses=3,4,7,8'),
      stat('failedOrVetoed', 'Failed or vetoed', '/track-bills?progressStatuses=5,6'),
      stat('upcomingHearings', 'Upcoming hearings', '/calendar?startDate=2026-11-25&endDate=2026-12-09'),
      stat('unreadNotifications', 'Unread notifications', '/dashboard#activity'),
      stat('tags', 'Tags', '/tracks'),
    ],
    positions: (['support', 'oppose', 'neutral', 'monitor', 'amend'] as const).map((position) => ({
      position,
      label: position[0]!.toUpperCase() + position.slice(1),
      value: position === 'support' ? (values.support ?? 0) : 0,
      href: '/track-bills',
    })),
    upcomingHearings: [],
    asOf: '2026-11-25T12:00:00.000Z',
  };
}

export function progressReply(
  scope: TrackedProgressScope,
  counts: Partial<Record<string, number>>,
): TrackedProgressReply {
  const stages = progressStages.map((stage) => ({
    stage,
    label: progressStageLabels[stage],
    value: counts[stage] ?? 0,
  }));
  return { scope, total: stages.reduce((sum, bucket) => sum + bucket.value, 0), stages };
}

export function newsItem(overrides: Partial<NewsItem> = {}): NewsItem {
  return {
    id: 'action:1',
    kind: 'action',
    date: '2025-09-05',
    billId: 'TX-892-HB-1',
    billIdentifier: 'HB 1',
    billTitle: 'Relating to youth camp emergency plans and preparedness; authorizing penalties.',
    stateCode: 'TX',
    sessionCode: '892',
    text: 'Effective immediately',
    detail: 'Governor',
    link: '/bills/TX-892-HB-1',
    tracked: true,
    tags: [{ id: 1, name: 'My watchlist', color: '#7c3aed' }],
    ...overrides,
  };
}

export function newsReply(items: NewsItem[], overrides: Partial<LatestNewsReply> = {}): LatestNewsReply {
  return { items, page: 1, limit: 15, hasMore: false, states: ['TX'], ...overrides };
}

/** Query keys of the reports feature: the first element is always the API path (ADR 006). */
export const reportKeys = {
  recentAll: ['/api/report/recent'] as const,
  recent: (page: number, pageSize: number) => ['/api/report/recent', { page, pageSize }] as const,
  stats: ['/api/report/stats'] as const,
  settings: ['/api/report/settings'] as const,
  schedules: ['/api/report/schedule'] as const,
  filters: (state: string | undefined) => ['/api/report/populate-advanced-filters', { state }] as const,
  preview: (kind: ReportCallKind, body: object) => [`/api/report/${kind}`, { ...body, preview: true }] as const,
};

/** The report calls a builder runs. */
export type ReportCallKind = 'bill-report' | 'vote-report' | 'tracking-activity' | 'track-download';

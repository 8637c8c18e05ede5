import type { BillDownloadFormat, BillListParams } from '@statehouse/shared/bills/bills.schemas';

const billPath = (id: string) => `/api/bills/${encodeURIComponent(id)}`;

/** Query keys of the bills feature: the first element is always the API path (ADR 006). */
export const billKeys = {
  all: ['/api/bills'] as const,
  list: (query: Partial<BillListParams>) => ['/api/bills', query] as const,
  detail: (id: string) => [billPath(id)] as const,
  history: (id: string) => [`${billPath(id)}/history`] as const,
  versions: (id: string) => [`${billPath(id)}/versions`] as const,
  text: (id: string, billVersionId?: number) => [`${billPath(id)}/text`, { billVersionId }] as const,
  content: (id: string, billVersionId?: number) => [`${billPath(id)}/content`, { billVersionId }] as const,
  downloadUrl: (id: string, billVersionId: number | undefined, format: BillDownloadFormat) =>
    [`${billPath(id)}/download-url`, { billVersionId, format }] as const,
  votes: (id: string) => [`${billPath(id)}/votes`] as const,
  voteDetail: (voteId: string) => [`/api/votes/${encodeURIComponent(voteId)}/details`] as const,
  subjects: (id: string) => [`${billPath(id)}/subjects`] as const,
  statutes: (id: string) => [`${billPath(id)}/statutes`] as const,
  companions: (id: string) => [`${billPath(id)}/companions`] as const,
};

export { billPath };

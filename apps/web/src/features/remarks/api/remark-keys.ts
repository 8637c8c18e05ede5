import { type RemarkKind, type RemarkSearchQuery, remarkKindPaths } from '@statehouse/shared/remarks/remarks.schemas';
import type { Query } from '@tanstack/react-query';

/** Query keys of the remarks feature: the first element is always the API path (ADR 006). */
export const remarkKeys = {
  ofBill: (kind: RemarkKind, billId: string) => [remarkKindPaths[kind], { billId }] as const,
  search: (query: RemarkSearchQuery) => ['/api/remarks/search', query] as const,
};

/** Every remarks query (the three kinds' lists and the search): what a change to any remark makes stale. */
export const isRemarksQuery = (query: Query) =>
  typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('/api/remarks');

import type { ComparisonRequest } from '@statehouse/shared/bill-comparison/bill-comparison.schemas';

/** Query keys of comparisons: the first element is always the API path (ADR 006). */
export const comparisonKeys = {
  compare: (request: ComparisonRequest) => ['/api/bills/comparison', request] as const,
  summary: (id: string) => [`/api/bills/comparison-ai/${id}`] as const,
};

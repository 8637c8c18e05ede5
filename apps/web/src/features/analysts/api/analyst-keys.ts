/** Query keys of the analysts feature: the first element is always the API path (ADR 006). */
export const analystKeys = {
  all: ['/api/analysts'] as const,
  candidates: ['/api/analysts', 'candidates'] as const,
  metrics: ['/api/analysts', 'metrics'] as const,
  analystMetrics: (id: number) => ['/api/analysts', id, 'metrics'] as const,
};

/** Query keys of AI reports: the first element is always the API path (ADR 006). */
export const aiReportKeys = {
  all: ['/api/ai-reports'] as const,
  templates: () => ['/api/ai-reports/templates'] as const,
  list: (page: number) => ['/api/ai-reports', { page }] as const,
  detail: (id: string) => [`/api/ai-reports/${encodeURIComponent(id)}`] as const,
};

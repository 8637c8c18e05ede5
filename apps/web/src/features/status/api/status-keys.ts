/** Query keys of the data sources feature: the first element is always the API path (ADR 006). */
export const statusKeys = { all: ['/api/status'] as const };

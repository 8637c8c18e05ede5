/** Query keys of the teams feature: the first element is always the API path (ADR 006). */
export const teamKeys = {
  all: ['/api/teams'] as const,
  detail: (id: number) => ['/api/teams', id] as const,
};

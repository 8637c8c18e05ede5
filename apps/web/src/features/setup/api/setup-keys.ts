/** Query keys of the setup feature: the first element is always the API path (ADR 006). */
export const setupKeys = {
  setup: ['/api/initSetup'] as const,
};

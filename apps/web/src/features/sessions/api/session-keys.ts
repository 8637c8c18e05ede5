/** Query keys of the legislative feature: the first element is always the API path (ADR 006). */
export const legislativeKeys = {
  sessions: (stateCode: string) => ['/api/sessions', { stateCode }] as const,
};

/** Query keys of the auth feature; the first element is the API path (docs/decisions/006). */
export const authKeys = {
  me: ['/api/auth/me'] as const,
  config: ['/api/auth/config'] as const,
};

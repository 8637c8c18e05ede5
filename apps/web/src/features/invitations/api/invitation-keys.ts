/** Query keys of the invitations feature: the first element is always the API path (ADR 006). */
export const invitationKeys = {
  all: ['/api/invitations'] as const,
  preview: (token: string) => ['/api/invitations/accept', { token }] as const,
};

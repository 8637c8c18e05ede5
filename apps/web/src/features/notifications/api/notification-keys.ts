/** Query keys of the notifications feature; the first element is the API path (docs/decisions/006). */
export const notificationKeys = {
  all: ['/api/notifications'] as const,
  of: (userId: number, accountId: number) => ['/api/notifications', userId, accountId] as const,
};

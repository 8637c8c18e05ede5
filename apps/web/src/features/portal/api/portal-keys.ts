/** Query keys of the portal feature: the first element is always the API path (ADR 006). */
export const portalKeys = {
  settings: ['/api/portal/settings'] as const,
  info: ['/api/portal/info'] as const,
  trackedActivity: ['/api/portal/tracked-activity'] as const,
  bill: (billId: string) => ['/api/portal/bills', billId] as const,
  feedback: (billId: string) => ['/api/portal/feedback', { billId }] as const,
  feedbackAll: ['/api/portal/feedback'] as const,
  accessLog: ['/api/portal/access-log'] as const,
  guests: ['/api/guests'] as const,
};

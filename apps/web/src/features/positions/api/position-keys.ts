/** Query keys of the positions feature: the first element is always the API path (ADR 006). */
export const positionKeys = {
  all: ['/api/bill-positions'] as const,
  ofBill: (billId: string) => ['/api/bill-positions', { billId, includeHistory: true }] as const,
};

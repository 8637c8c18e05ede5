/** The tick sheet's API path for a bill. */
export const tickSheetPath = (billId: string) => `/api/bills/${encodeURIComponent(billId)}/tick-sheet`;

export type TickSheetBody = 'auto' | 'committee' | 'chamber';

/** Query keys of the tick-sheets feature: the first element is always the API path (ADR 006). */
export const tickSheetKeys = {
  sheet: (billId: string, body: TickSheetBody) => [tickSheetPath(billId), { body }] as const,
  bill: (billId: string) => [tickSheetPath(billId)] as const,
};

/** The company tick sheet's API path for a bill. */
export const companyTickSheetPath = (billId: string) => `/api/bills/${encodeURIComponent(billId)}/company-tick-sheet`;

/** Query keys of the company tick sheet feature: the first element is always the API path (ADR 006). */
export const companyTickSheetKeys = {
  sheet: (billId: string) => [companyTickSheetPath(billId)] as const,
};

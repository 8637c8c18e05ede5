export const companyPath = (id: number) => `/api/companies/${id}`;
export const companySummaryPath = (companyId: number) => `/api/account-company-summary/${companyId}`;
export const companyContributionsPath = '/api/finance/company-contributions';

/** Query keys of the companies feature: the first element is always the API path (ADR 006). */
export const companyKeys = {
  detail: (id: number) => [companyPath(id)] as const,
  billsOfInterest: (id: number, stateCode: string | undefined) =>
    [`${companyPath(id)}/bills-of-interest`, { stateCode }] as const,
  summary: (companyId: number) => [companySummaryPath(companyId)] as const,
  summaries: ['/api/account-company-summary'] as const,
  contributions: (companyId: number, page: number) => [companyContributionsPath, { companyId, page }] as const,
};

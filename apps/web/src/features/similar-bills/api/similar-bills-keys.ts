const billPath = (id: string) => `/api/bills/${encodeURIComponent(id)}`;

/** Query keys of similar bills and provenance: the first element is always the API path (ADR 006). */
export const similarBillsKeys = {
  similar: (id: string, state?: string) => [`${billPath(id)}/similar-ai`, { state }] as const,
  provenance: (id: string) => [`${billPath(id)}/provenance`] as const,
};

export { billPath };

import type { LawKind, LawSearchQuery, LawTreeQuery } from '@statehouse/shared/statutes/statutes.schemas';

/** /api/statutes or /api/regs: the two families of calls are the same over the two tables. */
export const lawApiRoot = (kind: LawKind) => (kind === 'statute' ? '/api/statutes' : '/api/regs');

export const lawSectionPath = (kind: LawKind, id: number) => `${lawApiRoot(kind)}/id/${id}`;

/** Query keys of the statutes feature: the first element is always the API path (ADR 006). */
export const lawKeys = {
  search: (kind: LawKind, query: LawSearchQuery) => [`${lawApiRoot(kind)}/search`, query] as const,
  codes: (kind: LawKind) => [`${lawApiRoot(kind)}/codes`] as const,
  tree: (kind: LawKind, query: LawTreeQuery) => [`${lawApiRoot(kind)}/tree`, query] as const,
  section: (kind: LawKind, id: number) => [lawSectionPath(kind, id)] as const,
};

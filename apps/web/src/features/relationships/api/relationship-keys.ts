import type { LegislatorRelationshipsQuery } from '@statehouse/shared/relationships/relationships.schemas';

/** A member's relationships path (member ids hold a slash, so the id is encoded). */
export const memberRelationshipsPath = (memberId: string) => `/api/relationships/${encodeURIComponent(memberId)}`;

/** Query keys of the relationships feature: the first element is always the API path (ADR 006). */
export const relationshipKeys = {
  all: ['/api/relationships'] as const,
  legislators: (query: LegislatorRelationshipsQuery) => ['/api/relationships', 'legislators', query] as const,
  member: (memberId: string) => ['/api/relationships', memberId] as const,
  contributions: (memberId: string) => [`${memberRelationshipsPath(memberId)}/public-contributions`] as const,
  /** The account's members (GET /api/users), shared with every feature that reads that call. */
  team: ['/api/users'] as const,
};

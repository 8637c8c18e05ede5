import type { LegislatorRelationshipsReply } from '@statehouse/shared/relationships/relationships.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { relationshipKeys, type TeamMapQuery } from './relationship-keys';

export const getLegislatorRelationships = (query: TeamMapQuery, signal?: AbortSignal) =>
  api.get<LegislatorRelationshipsReply>('/api/relationships/legislators', { params: query, signal });

export const legislatorRelationshipsQueryOptions = (query: TeamMapQuery) =>
  queryOptions({
    queryKey: relationshipKeys.legislators(query),
    queryFn: ({ signal }) => getLegislatorRelationships(query, signal),
    placeholderData: keepPreviousData,
  });

export const useLegislatorRelationships = (query: TeamMapQuery) => useQuery(legislatorRelationshipsQueryOptions(query));

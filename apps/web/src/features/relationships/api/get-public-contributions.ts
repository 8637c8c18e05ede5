import type { PublicContributionsReply } from '@statehouse/shared/relationships/relationships.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { memberRelationshipsPath, relationshipKeys } from './relationship-keys';

export const getPublicContributions = (memberId: string, signal?: AbortSignal) =>
  api.get<PublicContributionsReply>(`${memberRelationshipsPath(memberId)}/public-contributions`, { signal });

export const publicContributionsQueryOptions = (memberId: string) =>
  queryOptions({
    queryKey: relationshipKeys.contributions(memberId),
    queryFn: ({ signal }) => getPublicContributions(memberId, signal),
  });

export const usePublicContributions = (memberId: string) => useQuery(publicContributionsQueryOptions(memberId));

import type { VoteDetail } from '@statehouse/shared/bills/bills.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { billKeys } from './bill-keys';

/** Every member's vote of one roll call, with the party breakdown. */
export const getVoteDetail = (voteId: string, signal?: AbortSignal) =>
  api.get<VoteDetail>(`/api/votes/${encodeURIComponent(voteId)}/details`, { signal });

export const voteDetailQueryOptions = (voteId: string) =>
  queryOptions({ queryKey: billKeys.voteDetail(voteId), queryFn: ({ signal }) => getVoteDetail(voteId, signal) });

export const useVoteDetail = (voteId: string | undefined) =>
  useQuery({ ...voteDetailQueryOptions(voteId ?? ''), enabled: Boolean(voteId) });

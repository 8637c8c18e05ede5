import type { TagListReply } from '@statehouse/shared/tags/tags.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { sharedKeys } from './shared-keys';

/** GET /api/tags?scope=account: the account's tags, to choose one where a bill gets tracked (auto-tracking's approve). */
export function getAccountTagOptions(signal?: AbortSignal): Promise<TagListReply> {
  return api.get<TagListReply>('/api/tags', { params: { scope: 'account', pageSize: 500 }, signal });
}

export const useAccountTagOptions = () =>
  useQuery(
    queryOptions({ queryKey: sharedKeys.accountTagOptions, queryFn: ({ signal }) => getAccountTagOptions(signal) }),
  );

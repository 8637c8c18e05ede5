import type { UsersReply } from '@statehouse/shared/users/users.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tagKeys } from './tag-keys';

/** The members of the account a tag can be shared with (GET /api/users). */
export function getColleagues(signal?: AbortSignal): Promise<UsersReply> {
  return api.get<UsersReply>('/api/users', { signal });
}

export const colleaguesQueryOptions = () =>
  queryOptions({ queryKey: tagKeys.colleagues, queryFn: ({ signal }) => getColleagues(signal) });

export const useColleagues = (enabled = true) => useQuery({ ...colleaguesQueryOptions(), enabled });

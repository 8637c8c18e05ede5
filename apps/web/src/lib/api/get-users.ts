import type { UsersReply } from '@statehouse/shared/users/users.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { sharedKeys } from './shared-keys';

/** The members of the signed-in user's account (GET /api/users): whom a tag is shared with, who owns a relationship. */
export const getUsers = (signal?: AbortSignal) => api.get<UsersReply>('/api/users', { signal });

export const usersQueryOptions = () =>
  queryOptions({ queryKey: sharedKeys.users, queryFn: ({ signal }) => getUsers(signal) });

export const useUsers = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...usersQueryOptions(), enabled });

import type { AccountUsersPage, AccountUsersQuery } from '@statehouse/shared/accounts/accounts.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type QueryParams } from '@/lib/api-client';
import { accountKeys } from './account-keys';

export const getAccountUsers = (query: AccountUsersQuery) =>
  api.get<AccountUsersPage>('/api/accounts/users', { params: query as QueryParams });

export const accountUsersQueryOptions = (query: AccountUsersQuery) =>
  queryOptions({
    queryKey: accountKeys.users(query),
    queryFn: () => getAccountUsers(query),
    placeholderData: (previous) => previous,
  });

export const useAccountUsers = (query: AccountUsersQuery) => useQuery(accountUsersQueryOptions(query));

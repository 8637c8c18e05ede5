import type { MyAccountsReply } from '@statehouse/shared/accounts/accounts.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountKeys } from './account-keys';

export const getMyAccounts = () => api.get<MyAccountsReply>('/api/accounts/my');

export const myAccountsQueryOptions = () => queryOptions({ queryKey: accountKeys.my, queryFn: getMyAccounts });

export const useMyAccounts = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...myAccountsQueryOptions(), enabled });

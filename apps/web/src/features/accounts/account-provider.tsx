import type { MyAccount } from '@statehouse/shared/accounts/accounts.schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useMemo } from 'react';
import { authKeys, selectAccount as selectAccountRequest } from '@/features/auth/api/current-user';
import { useUser } from '@/features/auth/user-provider';
import { createStrictContext } from '@/lib/create-strict-context';
import { myAccountsQueryOptions } from './api/accounts';

export type AccountContextValue = {
  accounts: MyAccount[];
  /** The account the session works in; the first of the list by default (SPEC section 4). */
  selectedAccount: MyAccount | null;
  isLoading: boolean;
  selectAccount: (accountId: number) => Promise<void>;
};

const [AccountContextProvider, useAccount] = createStrictContext<AccountContextValue>('Account');

export { useAccount };

const none: MyAccount[] = [];

export function AccountProvider({ children }: { children: ReactNode }) {
  const { user, isLoading: isUserLoading } = useUser();
  const queryClient = useQueryClient();
  const query = useQuery({ ...myAccountsQueryOptions(), enabled: user !== null });
  const accounts = user ? (query.data?.data ?? none) : none;
  const selectedAccount = accounts.find((account) => account.selected) ?? accounts[0] ?? null;

  const selectAccount = useCallback(
    async (accountId: number) => {
      const next = await selectAccountRequest(accountId);
      // Everything cached was read in the other account.
      queryClient.removeQueries({ predicate: (cached) => cached.queryKey[0] !== authKeys.me[0] });
      queryClient.setQueryData(authKeys.me, next);
    },
    [queryClient],
  );

  const value = useMemo<AccountContextValue>(
    () => ({
      accounts,
      selectedAccount,
      isLoading: isUserLoading || (user !== null && query.isPending),
      selectAccount,
    }),
    [accounts, selectedAccount, isUserLoading, user, query.isPending, selectAccount],
  );
  return <AccountContextProvider value={value}>{children}</AccountContextProvider>;
}

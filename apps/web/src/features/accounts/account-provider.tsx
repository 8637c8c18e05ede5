import type { MyAccount } from '@statehouse/shared/accounts/accounts.schemas';
import { type ReactNode, useCallback, useMemo } from 'react';
import { createStrictContext } from '@/lib/create-strict-context';
import { useUser } from '@/lib/current-user';
import { useMyAccounts } from './api/get-my-accounts';
import { selectAccount as selectAccountRequest } from './api/select-account';

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
  const { user, isLoading: isUserLoading, replaceUser } = useUser();
  const query = useMyAccounts({ enabled: user !== null });
  const accounts = user ? (query.data?.data ?? none) : none;
  const selectedAccount = accounts.find((account) => account.selected) ?? accounts[0] ?? null;

  const selectAccount = useCallback(
    async (accountId: number) => {
      replaceUser(await selectAccountRequest(accountId));
    },
    [replaceUser],
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

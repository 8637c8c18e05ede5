import type { RoleName, UserReply } from './auth.schemas';

/** One of the user's accounts with their place in it. */
export type UserAccount = {
  accountId: number;
  name: string;
  analystPortal: boolean;
  lobbyistPortal: boolean;
  plan: string;
  role: RoleName;
  fullAccount: boolean;
  status: 'active' | 'disabled';
};

/** The signed-in user as the web app holds it (SPEC sections 3 and 4). */
export type CurrentUser = {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  /** RoleName lower-cased. */
  role: RoleName;
  liveToken: string;
  selectedAccountId: number;
  accounts: UserAccount[];
  subscriptions: Array<{ stateCode: string; status: string }>;
  /** True when any account relationship has FullAccount. */
  isFullUser: boolean;
  /** State codes of the subscriptions whose status is "active"; empty means every state. */
  allowedStates: string[];
};

export const isFullUserOf = (reply: Pick<UserReply, 'AccountUserRelationships'>): boolean =>
  reply.AccountUserRelationships.some((relationship) => relationship.FullAccount);

export const allowedStatesOf = (reply: Pick<UserReply, 'UserStateSubscriptions'>): string[] =>
  reply.UserStateSubscriptions.filter((subscription) => subscription.Status === 'active').map(
    (subscription) => subscription.StateCode,
  );

/** Maps the server's reply (PascalCase, SPEC section 3) to the user the app works with. */
export function mapUserReply(reply: UserReply): CurrentUser {
  return {
    id: reply.Id,
    username: reply.Username,
    email: reply.Email,
    firstName: reply.FirstName,
    lastName: reply.LastName,
    role: reply.Role.RoleName.toLowerCase() as RoleName,
    liveToken: reply.LiveToken,
    selectedAccountId: reply.SelectedAccountId,
    accounts: reply.AccountUserRelationships.map((relationship) => ({
      accountId: relationship.Account.AccountId,
      name: relationship.Account.Name,
      analystPortal: relationship.Account.AnalystPortal,
      lobbyistPortal: relationship.Account.LobbyistPortal,
      plan: relationship.Account.Plan,
      role: relationship.Role.RoleName.toLowerCase() as RoleName,
      fullAccount: relationship.FullAccount,
      status: relationship.Status,
    })),
    subscriptions: reply.UserStateSubscriptions.map((subscription) => ({
      stateCode: subscription.StateCode,
      status: subscription.Status,
    })),
    isFullUser: isFullUserOf(reply),
    allowedStates: allowedStatesOf(reply),
  };
}

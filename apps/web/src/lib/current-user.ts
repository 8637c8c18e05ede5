import type { LoginRequest, RegisterRequest } from '@statehouse/shared/auth/auth.schemas';
import type { CurrentUser } from '@statehouse/shared/auth/current-user';
import { createStrictContext } from './create-strict-context';

// Who is signed in is read by several features (accounts, legislative, notifications, users), which must not import
// each other: the context lives here, the auth feature's UserProvider fills it (docs/decisions/021).
export type UserContextValue = {
  user: CurrentUser | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  isFullUser: boolean;
  /** Active subscription state codes; an empty list offers every state (SPEC section 6). */
  allowedStates: string[];
  /** Resolve with the user on success; reject (after the failure toast) otherwise. */
  login: (credentials: LoginRequest) => Promise<CurrentUser>;
  register: (request: RegisterRequest) => Promise<CurrentUser>;
  logout: () => Promise<void>;
  refetchUser: () => Promise<void>;
  /**
   * Takes the user the server answered with after switching accounts: everything else cached was read in the
   * other account, so it is dropped.
   */
  replaceUser: (next: CurrentUser) => void;
  /** True while logging out, so that route guards do not redirect to the login page on the way to /. */
  isLoggingOut: boolean;
};

export const [UserContextProvider, useUser] = createStrictContext<UserContextValue>('User');

import { authMessages, authToasts } from '@statehouse/shared/auth/auth.messages';
import type { LoginRequest, RegisterRequest } from '@statehouse/shared/auth/auth.schemas';
import type { CurrentUser } from '@statehouse/shared/auth/current-user';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { toast } from '@/hooks/use-toast';
import { UserContextProvider, type UserContextValue, useUser } from '@/lib/current-user';
import {
  authKeys,
  currentUserQueryOptions,
  login as loginRequest,
  logout as logoutRequest,
  register as registerRequest,
} from './api/current-user';

/** SPEC section 4: on these screens loading ends without fetching the user. */
export const pathsWithoutUserFetch: readonly string[] = [
  paths.setup.auth,
  paths.marketing.demoSignup,
  paths.setup.acceptInvite,
];

const messageOf = (error: unknown): string | undefined =>
  error instanceof Error && error.message ? error.message : undefined;

/** Kept so that routes reading the user keep one import beside UserProvider; features import '@/lib/current-user'. */
export { useUser };

const noStates: string[] = [];

/** Who is signed in: fetched at start and on every route change (except the sign-in screens). */
export function UserProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const skipFetch = pathsWithoutUserFetch.includes(pathname);
  const query = useQuery({ ...currentUserQueryOptions(), enabled: !skipFetch });

  const previousPath = useRef(pathname);
  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    if (!skipFetch) void queryClient.invalidateQueries({ queryKey: authKeys.me, exact: true });
  }, [pathname, skipFetch, queryClient]);

  const user = query.data ?? null;
  const isLoading = !skipFetch && query.isPending;

  const setUser = useCallback((next: CurrentUser | null) => queryClient.setQueryData(authKeys.me, next), [queryClient]);

  const login = useCallback(
    async (credentials: LoginRequest) => {
      try {
        const signedIn = await loginRequest(credentials);
        setUser(signedIn);
        toast({ title: authToasts.loginSuccessTitle, description: authToasts.loginSuccessDescription });
        return signedIn;
      } catch (error) {
        toast({
          variant: 'destructive',
          title: authToasts.loginFailedTitle,
          description: messageOf(error) ?? authToasts.loginFailedDescription,
        });
        throw error instanceof Error && error.message ? error : new Error(authToasts.loginFailedTitle);
      }
    },
    [setUser],
  );

  const register = useCallback(
    async (request: RegisterRequest) => {
      try {
        if (!env.enableRegistration) throw new Error(authMessages.registrationDisabled);
        const signedIn = await registerRequest(request);
        setUser(signedIn);
        toast({
          title: authToasts.registrationSuccessTitle,
          description: authToasts.registrationSuccessDescription,
        });
        return signedIn;
      } catch (error) {
        toast({
          variant: 'destructive',
          title: authToasts.registrationFailedTitle,
          description: messageOf(error) ?? authToasts.registrationFailedDescription,
        });
        throw error;
      }
    },
    [setUser],
  );

  const [isLoggingOut, setLoggingOut] = useState(false);
  const logout = useCallback(async () => {
    setLoggingOut(true);
    try {
      await logoutRequest();
      // Everything cached belonged to the user who just left.
      queryClient.removeQueries({ predicate: (cached) => cached.queryKey[0] !== authKeys.me[0] });
      setUser(null);
      toast({ title: authToasts.logoutSuccessTitle, description: authToasts.logoutSuccessDescription });
      await navigate(paths.home);
    } catch (error) {
      setLoggingOut(false);
      toast({
        variant: 'destructive',
        title: authToasts.logoutFailedTitle,
        description: messageOf(error) ?? authToasts.logoutFailedDescription,
      });
    }
  }, [navigate, queryClient, setUser]);
  // The router renders the new location in a transition: the flag drops once / is really on screen.
  useEffect(() => {
    if (isLoggingOut && pathname === paths.home) setLoggingOut(false);
  }, [isLoggingOut, pathname]);

  // The accounts feature switches accounts; the answer is the same user seen from the other account.
  const replaceUser = useCallback(
    (next: CurrentUser) => {
      queryClient.removeQueries({ predicate: (cached) => cached.queryKey[0] !== authKeys.me[0] });
      setUser(next);
    },
    [queryClient, setUser],
  );

  const refetchUser = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: authKeys.me, exact: true });
  }, [queryClient]);

  const value = useMemo<UserContextValue>(
    () => ({
      user,
      isAuthenticated: user !== null,
      isLoading,
      isFullUser: user?.isFullUser ?? false,
      allowedStates: user?.allowedStates ?? noStates,
      login,
      register,
      logout,
      refetchUser,
      replaceUser,
      isLoggingOut,
    }),
    [user, isLoading, login, register, logout, refetchUser, replaceUser, isLoggingOut],
  );

  return <UserContextProvider value={value}>{children}</UserContextProvider>;
}

import type { LoginRequest, RegisterRequest } from '@statehouse/shared/auth/auth.schemas';
import type { CurrentUser } from '@statehouse/shared/auth/current-user';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { UserContextProvider, type UserContextValue, useUser } from '@/lib/current-user';
import { useCurrentUser, useCurrentUserCache } from './api/get-current-user';

/** Loaded on the first sign-in, registration or sign-out (the sign-in panel asks as it opens), not with every page. */
export const loadAuthActions = () => import('./auth-actions');

/** SPEC section 4: on these screens loading ends without fetching the user. */
export const pathsWithoutUserFetch: readonly string[] = [
  paths.setup.auth,
  paths.marketing.demoSignup,
  paths.setup.acceptInvite,
];

/** Kept so that routes reading the user keep one import beside UserProvider; features import '@/lib/current-user'. */
export { useUser };

const noStates: string[] = [];

/** Who is signed in: fetched at start and on every route change (except the sign-in screens). */
export function UserProvider({ children }: { children: ReactNode }) {
  const cache = useCurrentUserCache();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const skipFetch = pathsWithoutUserFetch.includes(pathname);
  const query = useCurrentUser({ enabled: !skipFetch });

  const previousPath = useRef(pathname);
  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    if (!skipFetch) void cache.refetch();
  }, [pathname, skipFetch, cache]);

  const user = query.data ?? null;
  const isLoading = !skipFetch && query.isPending;

  const setUser = useCallback((next: CurrentUser | null) => cache.set(next), [cache]);

  const login = useCallback(
    async (credentials: LoginRequest) => {
      const signedIn = await (await loadAuthActions()).login(credentials);
      setUser(signedIn);
      return signedIn;
    },
    [setUser],
  );

  const register = useCallback(
    async (request: RegisterRequest) => {
      const signedIn = await (await loadAuthActions()).register(request);
      setUser(signedIn);
      return signedIn;
    },
    [setUser],
  );

  const [isLoggingOut, setLoggingOut] = useState(false);
  const logout = useCallback(async () => {
    setLoggingOut(true);
    if (!(await (await loadAuthActions()).logout())) {
      setLoggingOut(false);
      return;
    }
    // Everything cached belonged to the user who just left.
    cache.dropAllButUser();
    setUser(null);
    await navigate(paths.home);
  }, [navigate, cache, setUser]);
  // The router renders the new location in a transition: the flag drops once / is really on screen.
  useEffect(() => {
    if (isLoggingOut && pathname === paths.home) setLoggingOut(false);
  }, [isLoggingOut, pathname]);

  // The accounts feature switches accounts; the answer is the same user seen from the other account.
  const replaceUser = useCallback(
    (next: CurrentUser) => {
      cache.dropAllButUser();
      setUser(next);
    },
    [cache, setUser],
  );

  const refetchUser = useCallback(async () => {
    await cache.refetch();
  }, [cache]);

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

import { authMessages, authToasts } from '@statehouse/shared/auth/auth.messages';
import type { LoginRequest, RegisterRequest } from '@statehouse/shared/auth/auth.schemas';
import type { CurrentUser } from '@statehouse/shared/auth/current-user';
import { notificationToasts } from '@statehouse/shared/notifications/notifications.messages';
import type { Notification } from '@statehouse/shared/notifications/notifications.schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import {
  getNotifications,
  markNotificationsAsRead as markReadRequest,
  notificationKeys,
} from '@/features/notifications/api/notifications';
import { toast } from '@/hooks/use-toast';
import { createStrictContext } from '@/lib/create-strict-context';
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
  /** The signed-in user's notifications, newest first; empty when signed out or when loading failed. */
  notifications: Notification[];
  unreadNotificationCount: number;
  /** Marks these as read; resolves false after the failure toast (SPEC section 8) when the server refuses. */
  markNotificationsAsRead: (notificationIds: number[]) => Promise<boolean>;
  /** True while logging out, so that route guards do not redirect to the login page on the way to /. */
  isLoggingOut: boolean;
};

const [UserContextProvider, useUser] = createStrictContext<UserContextValue>('User');

export { useUser };

const messageOf = (error: unknown): string | undefined =>
  error instanceof Error && error.message ? error.message : undefined;

const noStates: string[] = [];
const noNotifications: Notification[] = [];

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

  // SPEC section 4: notifications are fetched when a user exists and cleared when none.
  const notificationsKey = user ? notificationKeys.of(user.id, user.selectedAccountId) : notificationKeys.all;
  const notificationsQuery = useQuery({
    queryKey: notificationsKey,
    queryFn: getNotifications,
    enabled: user !== null,
    retry: false,
  });
  const notifications = user ? (notificationsQuery.data ?? noNotifications) : noNotifications;
  const signedIn = user !== null;
  useEffect(() => {
    if (!signedIn) queryClient.removeQueries({ queryKey: notificationKeys.all });
  }, [signedIn, queryClient]);
  const unreadNotificationCount = useMemo(
    () => notifications.filter((notification) => !notification.IsRead).length,
    [notifications],
  );

  const userId = user?.id;
  const accountId = user?.selectedAccountId;
  const markNotificationsAsRead = useCallback(
    async (notificationIds: number[]) => {
      if (userId === undefined || accountId === undefined || notificationIds.length === 0) return true;
      try {
        await markReadRequest(notificationIds);
      } catch {
        toast({
          variant: 'destructive',
          title: notificationToasts.markReadFailedTitle,
          description: notificationToasts.markReadFailedDescription,
        });
        return false;
      }
      const read = new Set(notificationIds);
      queryClient.setQueryData<Notification[]>(notificationKeys.of(userId, accountId), (current) =>
        current?.map((notification) => (read.has(notification.Id) ? { ...notification, IsRead: true } : notification)),
      );
      return true;
    },
    [userId, accountId, queryClient],
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
      notifications,
      unreadNotificationCount,
      markNotificationsAsRead,
      isLoggingOut,
    }),
    [
      user,
      isLoading,
      login,
      register,
      logout,
      refetchUser,
      notifications,
      unreadNotificationCount,
      markNotificationsAsRead,
      isLoggingOut,
    ],
  );

  return <UserContextProvider value={value}>{children}</UserContextProvider>;
}

import { authMessages, authToasts } from '@statehouse/shared/auth/auth.messages';
import type { LoginRequest, RegisterRequest } from '@statehouse/shared/auth/auth.schemas';
import type { CurrentUser } from '@statehouse/shared/auth/current-user';
import { env } from '@/config/env';
import { toast } from '@/hooks/use-toast';
import { login as loginRequest } from './api/login';
import { logout as logoutRequest } from './api/logout';
import { register as registerRequest } from './api/register';

/*
 * Signing in, registering and signing out with their toasts. UserProvider loads this module on first use (the
 * sign-in panel asks for it as it opens), so the pages' first JavaScript does not carry it (decision 051).
 */

const messageOf = (error: unknown): string | undefined =>
  error instanceof Error && error.message ? error.message : undefined;

type Toasts = { success: [title: string, description: string]; failure: [title: string, description: string] };

/** Runs `action`, then says how it went: its success, or its failure with the server's message when it gave one. */
async function withToasts<T>(action: () => Promise<T>, { success, failure }: Toasts): Promise<T> {
  try {
    const result = await action();
    toast({ title: success[0], description: success[1] });
    return result;
  } catch (error) {
    toast({ variant: 'destructive', title: failure[0], description: messageOf(error) ?? failure[1] });
    throw error;
  }
}

export function login(credentials: LoginRequest): Promise<CurrentUser> {
  return withToasts(() => loginRequest(credentials), {
    success: [authToasts.loginSuccessTitle, authToasts.loginSuccessDescription],
    failure: [authToasts.loginFailedTitle, authToasts.loginFailedDescription],
  }).catch((error: unknown) => {
    throw messageOf(error) === undefined ? new Error(authToasts.loginFailedTitle) : error;
  });
}

export function register(request: RegisterRequest): Promise<CurrentUser> {
  return withToasts(
    async () => {
      if (!env.enableRegistration) throw new Error(authMessages.registrationDisabled);
      return registerRequest(request);
    },
    {
      success: [authToasts.registrationSuccessTitle, authToasts.registrationSuccessDescription],
      failure: [authToasts.registrationFailedTitle, authToasts.registrationFailedDescription],
    },
  );
}

/** Signs out; false (after a toast saying why) when the server did not. */
export function logout(): Promise<boolean> {
  return withToasts(logoutRequest, {
    success: [authToasts.logoutSuccessTitle, authToasts.logoutSuccessDescription],
    failure: [authToasts.logoutFailedTitle, authToasts.logoutFailedDescription],
  }).then(
    () => true,
    () => false,
  );
}

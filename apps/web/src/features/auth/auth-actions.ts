import { authMessages, authToasts } from '@statehouse/shared/auth/auth.messages';
import type { LoginRequest, RegisterRequest } from '@statehouse/shared/auth/auth.schemas';
import type { CurrentUser } from '@statehouse/shared/auth/current-user';
import { env } from '@/config/env';
import { toast } from '@/hooks/use-toast';
import { login as loginRequest, logout as logoutRequest, register as registerRequest } from './api/current-user';

/*
 * Signing in, registering and signing out with their toasts. UserProvider loads this module on first use (the
 * sign-in dialog loads it with itself), so the pages' first JavaScript does not carry it (decision 051).
 */

const messageOf = (error: unknown): string | undefined =>
  error instanceof Error && error.message ? error.message : undefined;

export async function login(credentials: LoginRequest): Promise<CurrentUser> {
  try {
    const signedIn = await loginRequest(credentials);
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
}

export async function register(request: RegisterRequest): Promise<CurrentUser> {
  try {
    if (!env.enableRegistration) throw new Error(authMessages.registrationDisabled);
    const signedIn = await registerRequest(request);
    toast({ title: authToasts.registrationSuccessTitle, description: authToasts.registrationSuccessDescription });
    return signedIn;
  } catch (error) {
    toast({
      variant: 'destructive',
      title: authToasts.registrationFailedTitle,
      description: messageOf(error) ?? authToasts.registrationFailedDescription,
    });
    throw error;
  }
}

/** Signs out; false (after a toast saying why) when the server did not. */
export async function logout(): Promise<boolean> {
  try {
    await logoutRequest();
    toast({ title: authToasts.logoutSuccessTitle, description: authToasts.logoutSuccessDescription });
    return true;
  } catch (error) {
    toast({
      variant: 'destructive',
      title: authToasts.logoutFailedTitle,
      description: messageOf(error) ?? authToasts.logoutFailedDescription,
    });
    return false;
  }
}

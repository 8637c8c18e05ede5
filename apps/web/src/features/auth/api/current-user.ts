import type { LoginRequest, RegisterRequest, UserReply } from '@statehouse/shared/auth/auth.schemas';
import { type CurrentUser, mapUserReply } from '@statehouse/shared/auth/current-user';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Query keys of the auth feature; the first element is the API path (docs/decisions/006). */
export const authKeys = {
  me: ['/api/auth/me'] as const,
};

/** The signed-in user, or null when nobody is (a 401 is an answer here, not an error). */
export async function getCurrentUser(): Promise<CurrentUser | null> {
  const reply = await api.get<UserReply | null>('/api/auth/me', { on401: 'returnNull' });
  return reply ? mapUserReply(reply) : null;
}

export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: authKeys.me, queryFn: getCurrentUser, retry: false });

export async function login(credentials: LoginRequest): Promise<CurrentUser> {
  return mapUserReply(await api.post<UserReply>('/api/auth/login', credentials));
}

export async function register(request: RegisterRequest): Promise<CurrentUser> {
  return mapUserReply(await api.post<UserReply>('/api/auth/register', request));
}

export function logout(): Promise<{ status: string }> {
  return api.post('/api/auth/logout');
}

export function changePassword(body: { password: string; currentPassword: string }) {
  return api.post<{ status: string }>('/api/auth/change-password', body);
}

export async function updateUsername(body: { username: string }): Promise<CurrentUser> {
  return mapUserReply(await api.post<UserReply>('/api/auth/update-username', body));
}

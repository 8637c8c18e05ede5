import type { LoginRequest, UserReply } from '@statehouse/shared/auth/auth.schemas';
import { type CurrentUser, mapUserReply } from '@statehouse/shared/auth/current-user';
import { api } from '@/lib/api-client';

export async function login(credentials: LoginRequest): Promise<CurrentUser> {
  return mapUserReply(await api.post<UserReply>('/api/auth/login', credentials));
}

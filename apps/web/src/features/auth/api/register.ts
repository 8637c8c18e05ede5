import type { RegisterRequest, UserReply } from '@statehouse/shared/auth/auth.schemas';
import { type CurrentUser, mapUserReply } from '@statehouse/shared/auth/current-user';
import { api } from '@/lib/api-client';

export async function register(request: RegisterRequest): Promise<CurrentUser> {
  return mapUserReply(await api.post<UserReply>('/api/auth/register', request));
}

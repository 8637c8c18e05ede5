import type { UserReply } from '@statehouse/shared/auth/auth.schemas';
import { type CurrentUser, mapUserReply } from '@statehouse/shared/auth/current-user';
import { api } from '@/lib/api-client';

/** Makes `accountId` the session's account; the answer is the signed-in user seen from it. */
export async function selectAccount(accountId: number): Promise<CurrentUser> {
  return mapUserReply(await api.post<UserReply>('/api/auth/select-account', { accountId }));
}

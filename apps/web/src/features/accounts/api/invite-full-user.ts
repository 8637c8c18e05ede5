import type { InvitationCreated, InviteRequest } from '@statehouse/shared/accounts/accounts.schemas';
import { api } from '@/lib/api-client';

export const inviteFullUser = (body: InviteRequest) => api.post<InvitationCreated>('/api/accounts/invite-full', body);

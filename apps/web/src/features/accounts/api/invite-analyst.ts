import type { InvitationCreated, InviteRequest } from '@statehouse/shared/accounts/accounts.schemas';
import { api } from '@/lib/api-client';

export const inviteAnalyst = (body: InviteRequest) => api.post<InvitationCreated>('/api/analysts/invite', body);

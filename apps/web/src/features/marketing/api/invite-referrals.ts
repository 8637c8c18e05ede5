import type { ReferralInviteInput, ReferralInviteReply } from '@statehouse/shared/marketing/marketing.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function inviteReferrals(input: ReferralInviteInput) {
  return api.post<ReferralInviteReply>('/api/referrals/invite', input);
}

export function useInviteReferrals() {
  return useMutation({ mutationFn: inviteReferrals });
}

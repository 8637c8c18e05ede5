import type { MatchDecisionReply } from '@statehouse/shared/autotrack/autotrack.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, requireParams } from '@/lib/api-client';
import { autotrackKeys } from './autotrack-keys';

export type MatchDecision =
  | { action: 'approve'; billId: string; tagId?: number }
  | { action: 'reject'; billId: string; reason: string }
  | { action: 'reopen'; billId: string };

/** POST /api/autotracked-bills/{billId}/approve | reject | reopen (reopen is the undo of either). */
export function decideMatch(decision: MatchDecision): Promise<MatchDecisionReply> {
  requireParams({ billId: decision.billId });
  const path = `/api/autotracked-bills/${encodeURIComponent(decision.billId)}/${decision.action}`;
  if (decision.action === 'approve') return api.post(path, decision.tagId ? { tagId: decision.tagId } : {});
  if (decision.action === 'reject') return api.post(path, { reason: decision.reason });
  return api.post(path);
}

/** Decides one match at a time; callers deciding many run them in turn. Refreshes every auto-tracking list. */
export function useDecideMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (decisions: MatchDecision[]) => {
      const replies: MatchDecisionReply[] = [];
      for (const decision of decisions) replies.push(await decideMatch(decision));
      return replies;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: autotrackKeys.all }),
  });
}

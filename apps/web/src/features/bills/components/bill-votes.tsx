import type { VoteEvent } from '@statehouse/shared/bills/bills.schemas';
import { formatCalendarDate } from '@statehouse/shared/common/plain-format';
import { useState } from 'react';
import { MotionText, motionLabel } from '@/components/motion-text';
import { NoDataInState } from '@/components/no-data-in-state';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { chamberName } from '../utils/format';
import { VoteDetailDialog } from './vote-detail-dialog';

/**
 * The roll calls on a bill, newest first; each opens its member-by-member detail. With none, a state that has no roll
 * calls at all says so and points to one that has (`stateCode`: the bill's state).
 */
export function BillVotes({ votes, stateCode }: { votes: readonly VoteEvent[]; stateCode?: string }) {
  const [openVoteId, setOpenVoteId] = useState<string>();
  if (votes.length === 0) {
    const none = <p className="text-sm text-muted-foreground">No roll calls are recorded for this bill.</p>;
    return stateCode ? (
      <NoDataInState kind="rollCalls" stateCode={stateCode}>
        {none}
      </NoDataInState>
    ) : (
      none
    );
  }
  return (
    <>
      <ul className="flex flex-col gap-2">
        {votes.map((vote) => (
          <li key={vote.id} className="flex flex-wrap items-center gap-3 rounded-lg border p-3">
            <div className="min-w-0 flex-1">
              <p className="font-medium">
                <MotionText motion={vote.motion} />
              </p>
              <p className="text-xs text-muted-foreground">
                {[formatCalendarDate(vote.date), chamberName(vote.chamber), vote.organizationName]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </div>
            <span
              className={cn(
                'rounded-full px-2 py-0.5 text-xs font-medium',
                vote.result === 'pass'
                  ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-100'
                  : 'bg-red-100 text-red-800 dark:bg-red-900/60 dark:text-red-100',
              )}
            >
              {vote.result === 'pass' ? 'Passed' : vote.result === 'fail' ? 'Failed' : vote.result}
            </span>
            <span className="text-sm tabular-nums">
              <span className="text-emerald-700 dark:text-emerald-400">{vote.yesCount} yes</span>
              {' · '}
              <span className="text-red-700 dark:text-red-400">{vote.noCount} no</span>
              {' · '}
              <span className="text-muted-foreground">{vote.otherCount} other</span>
            </span>
            <Button variant="outline" size="sm" onClick={() => setOpenVoteId(vote.id)}>
              View roll call
              <span className="sr-only">
                : {motionLabel(vote.motion)}, {formatCalendarDate(vote.date)}
              </span>
            </Button>
          </li>
        ))}
      </ul>
      <VoteDetailDialog voteId={openVoteId} onOpenChange={(open) => !open && setOpenVoteId(undefined)} />
    </>
  );
}

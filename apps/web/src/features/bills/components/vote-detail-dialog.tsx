import type { MemberVote } from '@statehouse/shared/bills/bills.schemas';
import { formatCalendarDate } from '@statehouse/shared/common/plain-format';
import { useId, useState } from 'react';
import { EntityLink } from '@/components/entity-link';
import { motionLabel } from '@/components/motion-text';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { useVoteDetail } from '../api/get-vote-detail';
import { chamberName } from '../utils/format';

type VoteDetailDialogProps = {
  voteId: string | undefined;
  onOpenChange: (open: boolean) => void;
};

const optionTone: Record<string, string> = {
  yes: 'text-emerald-700 dark:text-emerald-400',
  no: 'text-red-700 dark:text-red-400',
};

const optionFilters = ['all', 'yes', 'no', 'other'] as const;
type OptionFilter = (typeof optionFilters)[number];

const matchesOption = (vote: MemberVote, filter: OptionFilter) =>
  filter === 'all' || (filter === 'other' ? vote.option !== 'yes' && vote.option !== 'no' : vote.option === filter);

/** A roll call: the tally, the party breakdown and every member's vote. */
export function VoteDetailDialog({ voteId, onOpenChange }: VoteDetailDialogProps) {
  const id = useId();
  const detail = useVoteDetail(voteId);
  const [filter, setFilter] = useState<OptionFilter>('all');
  const vote = detail.data;
  const members = vote?.votes.filter((item) => matchesOption(item, filter)) ?? [];

  return (
    <Dialog open={voteId !== undefined} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{vote ? `Roll call: ${motionLabel(vote.motion)}` : 'Roll call'}</DialogTitle>
          <DialogDescription>
            {vote
              ? [
                  `${vote.bill.identifier}`,
                  chamberName(vote.chamber),
                  vote.organizationName,
                  formatCalendarDate(vote.date),
                  vote.result === 'pass' ? 'Passed' : vote.result === 'fail' ? 'Failed' : vote.result,
                ]
                  .filter(Boolean)
                  .join(' · ')
              : 'Loading the vote…'}
          </DialogDescription>
        </DialogHeader>
        {detail.isPending && voteId ? (
          <div role="status" aria-label="Loading vote" className="flex flex-col gap-2">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-32 w-full" />
          </div>
        ) : detail.isError ? (
          <p role="alert" className="text-sm text-destructive">
            The vote could not be loaded: {detail.error.message}
          </p>
        ) : vote ? (
          <div className="flex flex-col gap-5">
            <dl className="grid grid-cols-3 gap-2 text-center">
              {[
                ['Yes', vote.yesCount, 'text-emerald-700 dark:text-emerald-400'],
                ['No', vote.noCount, 'text-red-700 dark:text-red-400'],
                ['Other', vote.otherCount, 'text-muted-foreground'],
              ].map(([label, count, tone]) => (
                <div key={label} className="rounded-lg border p-2">
                  <dt className="text-xs text-muted-foreground">{label}</dt>
                  <dd className={cn('text-2xl font-semibold tabular-nums', tone as string)}>{count}</dd>
                </div>
              ))}
            </dl>

            <section aria-labelledby={`${id}-parties`}>
              <h3 id={`${id}-parties`} className="mb-2 text-sm font-semibold">
                By party
              </h3>
              <table className="w-full text-sm">
                <caption className="sr-only">Votes by party</caption>
                <thead className="text-xs text-muted-foreground">
                  <tr>
                    <th scope="col" className="py-1 text-left font-medium">
                      Party
                    </th>
                    <th scope="col" className="py-1 text-right font-medium">
                      Yes
                    </th>
                    <th scope="col" className="py-1 text-right font-medium">
                      No
                    </th>
                    <th scope="col" className="py-1 text-right font-medium">
                      Other
                    </th>
                    <th scope="col" className="py-1 text-right font-medium">
                      Total
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {vote.partyBreakdown.map((row) => (
                    <tr key={row.party} className="border-t">
                      <th scope="row" className="py-1.5 text-left font-medium">
                        {row.partyName}
                      </th>
                      <td className="py-1.5 text-right tabular-nums">{row.yes}</td>
                      <td className="py-1.5 text-right tabular-nums">{row.no}</td>
                      <td className="py-1.5 text-right tabular-nums">{row.other}</td>
                      <td className="py-1.5 text-right tabular-nums">{row.total}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>

            <section aria-labelledby={`${id}-members`}>
              <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
                <h3 id={`${id}-members`} className="text-sm font-semibold">
                  Members ({vote.votes.length})
                </h3>
                <fieldset className="flex gap-1">
                  <legend className="sr-only">Show</legend>
                  {optionFilters.map((option) => (
                    <button
                      key={option}
                      type="button"
                      aria-pressed={filter === option}
                      onClick={() => setFilter(option)}
                      className={cn(
                        'rounded-md border px-2 py-0.5 text-xs capitalize',
                        filter === option ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-accent',
                      )}
                    >
                      {option}
                    </button>
                  ))}
                </fieldset>
              </div>
              <table className="w-full text-sm">
                <caption className="sr-only">Every member’s vote</caption>
                <thead className="text-xs text-muted-foreground">
                  <tr>
                    <th scope="col" className="py-1 text-left font-medium">
                      Member
                    </th>
                    <th scope="col" className="py-1 text-left font-medium">
                      Party
                    </th>
                    <th scope="col" className="py-1 text-left font-medium">
                      District
                    </th>
                    <th scope="col" className="py-1 text-left font-medium">
                      Vote
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {members.map((member, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: names can repeat without a person id
                    <tr key={`${member.voterName}-${index}`} className="border-t">
                      <td className="py-1.5">
                        {member.personId ? (
                          <EntityLink kind="member" id={member.personId}>
                            {member.voterName}
                          </EntityLink>
                        ) : (
                          member.voterName
                        )}
                      </td>
                      <td className="py-1.5">{member.party ?? '—'}</td>
                      <td className="py-1.5">{member.district ?? '—'}</td>
                      <td className={cn('py-1.5 font-medium capitalize', optionTone[member.option])}>
                        {member.option}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

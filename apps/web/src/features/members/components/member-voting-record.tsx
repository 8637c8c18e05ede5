import { formatCalendarDate } from '@statehouse/shared/common/plain-format';
import type { VotingRecord } from '@statehouse/shared/members/members.schemas';
import { VoteIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { EmptyState } from '@/components/empty-state';
import { EntityLink } from '@/components/entity-link';
import { MotionText } from '@/components/motion-text';
import { NoDataInState } from '@/components/no-data-in-state';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyWithTimeout } from '@/lib/lazy-with-timeout';
import { percent } from '../utils/member-format';
import type { VoteOptionCount } from './member-votes-chart';

const MemberVotesChart = lazy(lazyWithTimeout(() => import('./member-votes-chart')));

function Figure({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <div className="rounded-lg border p-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
      <dd className="text-xs text-muted-foreground">{hint}</dd>
    </div>
  );
}

/** The Votes tab: attendance and party-line rates (computed by the server from the roll calls), a chart, recent votes. */
export function MemberVotingRecord({ record, stateCode }: { record: VotingRecord; stateCode?: string }) {
  if (record.rollCalls === 0) {
    const none = (
      <EmptyState
        icon={VoteIcon}
        title="No roll calls"
        reason="The loaded data has no recorded votes by this member (not every source publishes individual votes)."
      />
    );
    // A state with no roll calls at all says so and points to one that has them.
    return stateCode ? (
      <NoDataInState kind="rollCalls" stateCode={stateCode}>
        {none}
      </NoDataInState>
    ) : (
      none
    );
  }
  const chart: VoteOptionCount[] = [
    { option: 'Yes', count: record.yes },
    { option: 'No', count: record.no },
    { option: 'Other', count: record.other },
    { option: 'Absent', count: record.absent },
  ];
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label="Roll calls" value={String(record.rollCalls)} hint={`${record.votesCast} votes cast`} />
        <Figure label="Attendance" value={percent(record.attendanceRate)} hint={`${record.absent} absent or excused`} />
        <Figure
          label="With party"
          value={percent(record.partyLineRate)}
          hint={`${record.votesWithParty} of ${record.partyLineRollCalls} party-line votes`}
        />
        <Figure label="Yes / No" value={`${record.yes} / ${record.no}`} hint={`${record.other} other`} />
      </dl>
      <figure className="max-w-md">
        <figcaption className="mb-2 text-sm font-medium">Votes by option</figcaption>
        <div className="h-40" aria-hidden="true">
          <Suspense fallback={<Skeleton className="h-full w-full" />}>
            <MemberVotesChart chart={chart} />
          </Suspense>
        </div>
        <p className="sr-only">{chart.map((entry) => `${entry.option}: ${entry.count}`).join(', ')}</p>
      </figure>
      <section aria-labelledby="recent-votes">
        <h2 id="recent-votes" className="mb-2 font-medium">
          Recent roll calls
        </h2>
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="text-left text-muted-foreground">
              <tr>
                <th className="py-1 pr-3 font-normal">Date</th>
                <th className="py-1 pr-3 font-normal">Bill</th>
                <th className="py-1 pr-3 font-normal">Motion</th>
                <th className="py-1 pr-3 font-normal">Vote</th>
                <th className="py-1 font-normal">With party</th>
              </tr>
            </thead>
            <tbody>
              {record.recent.map((vote) => (
                <tr key={vote.voteEventId} className="border-t">
                  <td className="py-1.5 pr-3 whitespace-nowrap tabular-nums">
                    {vote.date ? formatCalendarDate(vote.date) : '—'}
                  </td>
                  <td className="py-1.5 pr-3 whitespace-nowrap">
                    <EntityLink kind="bill" id={vote.billId}>
                      {vote.billIdentifier ?? vote.billId ?? '—'}
                    </EntityLink>
                  </td>
                  <td className="py-1.5 pr-3">
                    <MotionText motion={vote.motion} /> <span className="text-muted-foreground">({vote.result})</span>
                  </td>
                  <td className="py-1.5 pr-3 capitalize">{vote.option}</td>
                  <td className="py-1.5">{vote.withParty === null ? '—' : vote.withParty ? 'Yes' : 'No'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}

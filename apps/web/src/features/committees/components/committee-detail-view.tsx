import { formatEventTime } from '@statehouse/shared/calendar/event-time';
import type { CommitteeDetail, CommitteeHearing } from '@statehouse/shared/committees/committees.schemas';
import { billStatuses } from '@statehouse/shared/reference/bill-status';
import { getStateName } from '@statehouse/shared/reference/states';
import { CalendarIcon, FileTextIcon, UsersIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DetailHeader, DetailPage } from '@/components/detail-page/detail-page';
import { EmptyState } from '@/components/empty-state';
import { EntityLink } from '@/components/entity-link';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { useUrlTab } from '@/hooks/use-url-tab';
import { formatDay } from '@/lib/format-date';
import { chamberLabel } from './committee-labels';

const statusLabel = (status: number) => billStatuses.find((item) => item.value === status)?.label ?? 'Unknown';

const tabs = [{ value: 'members' }, { value: 'hearings' }, { value: 'bills' }] as const;

/**
 * /committees/:id once loaded (or `undefined` while it loads): members by role, hearings, referred bills. `actions`
 * (the route's alert button) sit in the header: features do not import each other, the route composes them.
 */
export function CommitteeDetailView({
  committee,
  actions,
}: {
  committee: CommitteeDetail | undefined;
  actions?: ReactNode;
}) {
  const { tab, setTab } = useUrlTab(tabs);
  const hearingCount = committee ? committee.hearings.upcoming.length + committee.hearings.past.length : 0;
  return (
    <DetailPage
      back={{ to: paths.committees.list, label: 'Committees' }}
      loadingLabel="Loading committee"
      tabsLabel="Committee sections"
      tab={tab}
      onTabChange={setTab}
      header={
        committee && (
          <DetailHeader
            title={committee.name}
            actions={actions}
            badges={<Badge variant="secondary">{chamberLabel(committee.chamber)}</Badge>}
            meta={[
              getStateName(committee.stateCode) ?? committee.stateCode,
              committee.classification === 'subcommittee' ? 'Subcommittee' : 'Committee',
              committee.sessionCode ? `Session ${committee.sessionCode}` : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          >
            {committee.parent && (
              <p className="text-sm">
                Subcommittee of{' '}
                <EntityLink kind="committee" id={committee.parent.id}>
                  {committee.parent.name}
                </EntityLink>
              </p>
            )}
          </DetailHeader>
        )
      }
      tabs={
        committee
          ? [
              {
                value: 'members',
                label: 'Members',
                count: committee.members.length,
                content: <CommitteeMembers committee={committee} />,
              },
              {
                value: 'hearings',
                label: 'Hearings',
                count: hearingCount,
                content: <CommitteeHearings committee={committee} />,
              },
              {
                value: 'bills',
                label: 'Referred bills',
                count: committee.referredBills.length,
                content: <ReferredBills committee={committee} />,
              },
            ]
          : []
      }
    />
  );
}

export function CommitteeMembers({ committee }: { committee: CommitteeDetail }) {
  return (
    <div className="flex flex-col gap-6">
      {committee.members.length === 0 ? (
        <EmptyState
          icon={UsersIcon}
          title="No members listed"
          reason="The source lists no members for this committee."
        />
      ) : (
        <ul aria-label="Members" className="divide-y rounded-lg border">
          {committee.members.map((member) => (
            <li
              key={`${member.personId ?? member.name}-${member.role}`}
              className="flex flex-wrap items-center gap-3 p-3"
            >
              <span className="w-full shrink-0 text-sm font-medium capitalize text-muted-foreground sm:w-40">
                {member.role}
              </span>
              <EntityLink
                kind="member"
                id={member.personId}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {member.name}
              </EntityLink>
              <span className="text-sm text-muted-foreground">
                {[member.party, member.district ? `District ${member.district}` : null].filter(Boolean).join(' · ')}
              </span>
            </li>
          ))}
        </ul>
      )}
      {committee.subcommittees.length > 0 && (
        <section aria-labelledby="subcommittees-heading">
          <h2 id="subcommittees-heading" className="mb-2 font-semibold">
            Subcommittees
          </h2>
          <ul className="divide-y rounded-lg border">
            {committee.subcommittees.map((subcommittee) => (
              <li key={subcommittee.id} className="flex items-center justify-between gap-3 p-3">
                <EntityLink kind="committee" id={subcommittee.id}>
                  {subcommittee.name}
                </EntityLink>
                <span className="text-sm text-muted-foreground">{subcommittee.memberCount} members</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function HearingList({
  hearings,
  label,
  stateCode,
}: {
  hearings: readonly CommitteeHearing[];
  label: string;
  stateCode: string;
}) {
  return (
    <ul aria-label={label} className="divide-y rounded-lg border">
      {hearings.map((hearing) => (
        <li key={hearing.id} className="flex flex-col gap-1 p-3 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <Link
              to={`${paths.calendar}?view=agenda&date=${hearing.startTime.slice(0, 10)}&states=${stateCode}`}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {formatEventTime(hearing.startTime, hearing.timezone, hearing.allDay)}
            </Link>
            <p className="text-sm text-muted-foreground">
              {[hearing.name, hearing.location].filter(Boolean).join(' · ')}
            </p>
          </div>
          <div className="flex items-center gap-2 text-sm">
            {hearing.status === 'cancelled' && <Badge variant="destructive">Cancelled</Badge>}
            <span className="text-muted-foreground">
              {hearing.agendaCount} {hearing.agendaCount === 1 ? 'bill' : 'bills'} on the agenda
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function CommitteeHearings({ committee }: { committee: CommitteeDetail }) {
  const { upcoming, past } = committee.hearings;
  if (upcoming.length === 0 && past.length === 0) {
    return (
      <EmptyState
        icon={CalendarIcon}
        title="No hearings"
        reason="The data holds no hearing or meeting of this committee. Agendas are loaded for New York and South Dakota."
      />
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="upcoming-heading">
        <h2 id="upcoming-heading" className="mb-2 font-semibold">
          Upcoming
        </h2>
        {upcoming.length === 0 ? (
          <p className="text-sm text-muted-foreground">No hearing is scheduled.</p>
        ) : (
          <HearingList hearings={upcoming} label="Upcoming hearings" stateCode={committee.stateCode} />
        )}
      </section>
      <section aria-labelledby="past-heading">
        <h2 id="past-heading" className="mb-2 font-semibold">
          Past
        </h2>
        {past.length === 0 ? (
          <p className="text-sm text-muted-foreground">No past hearing.</p>
        ) : (
          <HearingList hearings={past} label="Past hearings" stateCode={committee.stateCode} />
        )}
      </section>
    </div>
  );
}

export function ReferredBills({ committee }: { committee: CommitteeDetail }) {
  if (committee.referredBills.length === 0) {
    return (
      <EmptyState
        icon={FileTextIcon}
        title="No referred bills"
        reason="No bill in the data names this committee in its actions or sits on one of its hearing agendas."
      />
    );
  }
  return (
    <ul aria-label="Referred bills" className="divide-y rounded-lg border">
      {committee.referredBills.map((bill) => (
        <li key={bill.billId} className="flex flex-col gap-1 p-3 sm:flex-row sm:items-start sm:gap-4">
          <div className="min-w-0 flex-1">
            <EntityLink kind="bill" id={bill.billId} className="font-medium">
              {bill.identifier}
            </EntityLink>
            <p className="text-sm">{bill.title}</p>
            <p className="text-xs text-muted-foreground">
              {bill.referredOn ? `Referred ${formatDay(bill.referredOn)}` : 'Referral date unknown'} · from{' '}
              {bill.via.map((via) => (via === 'agenda' ? 'a hearing agenda' : 'its actions')).join(' and ')}
            </p>
          </div>
          <Badge variant="outline" className="w-fit">
            {statusLabel(bill.status)}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

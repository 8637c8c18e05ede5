import type { AdvocateProfile as Profile } from '@statehouse/shared/advocates/advocates.schemas';
import { BookmarkIcon, FileTextIcon, HandshakeIcon, SearchIcon } from 'lucide-react';
import { Link } from 'react-router';
import { DetailPage } from '@/components/detail-page/detail-page';
import { EmptyState } from '@/components/empty-state';
import { EntityLink } from '@/components/entity-link';
import { ListError } from '@/components/list-page/list-page';
import { paths } from '@/config/paths';
import { useUrlTab } from '@/hooks/use-url-tab';
import { formatDay } from '@/lib/format-date';
import { useAdvocate } from '../api/get-advocate';
import { positionLabel, TestimonyStatusBadge } from './testimony-status-badge';

const tabValues = [
  { value: 'bills' },
  { value: 'testimony' },
  { value: 'relationships' },
  { value: 'registrations' },
] as const;

function Tabs(profile: Profile) {
  return [
    {
      value: 'bills',
      label: 'Tracked bills',
      count: profile.trackedBills.length,
      content:
        profile.trackedBills.length === 0 ? (
          <EmptyState
            icon={BookmarkIcon}
            title="No tracked bills"
            reason="This advocate has not tagged any bill yet."
          />
        ) : (
          <ul aria-label="Tracked bills" className="divide-y">
            {profile.trackedBills.map((bill) => (
              <li key={bill.id} className="flex min-w-0 flex-col py-2">
                <EntityLink kind="bill" id={bill.id}>
                  {bill.identifier}
                </EntityLink>
                <span className="text-sm break-words text-muted-foreground">{bill.title}</span>
              </li>
            ))}
          </ul>
        ),
    },
    {
      value: 'testimony',
      label: 'Testimony',
      count: profile.testimonies.length,
      content:
        profile.testimonies.length === 0 ? (
          <EmptyState icon={FileTextIcon} title="No testimony" reason="This advocate has not drafted testimony." />
        ) : (
          <ul aria-label="Testimony" className="divide-y">
            {profile.testimonies.map((testimony) => (
              <li key={testimony.id} className="flex min-w-0 flex-wrap items-center justify-between gap-2 py-2">
                <Link
                  to={paths.lobbyist.testimony(String(testimony.id))}
                  className="min-w-0 truncate text-primary hover:underline"
                >
                  {testimony.bill.identifier} · {positionLabel(testimony.position)}
                </Link>
                <TestimonyStatusBadge status={testimony.status} />
              </li>
            ))}
          </ul>
        ),
    },
    {
      value: 'relationships',
      label: 'Relationships',
      count: profile.relationships.length,
      content:
        profile.relationships.length === 0 ? (
          <EmptyState
            icon={HandshakeIcon}
            title="No relationships recorded"
            reason="Relationships with legislators are recorded on a member's page."
          />
        ) : (
          <ul aria-label="Relationships" className="divide-y">
            {profile.relationships.map((relationship) => (
              <li key={relationship.memberId} className="flex min-w-0 flex-wrap justify-between gap-2 py-2 text-sm">
                <EntityLink kind="member" id={relationship.memberId}>
                  {relationship.memberName}
                </EntityLink>
                <span className="text-muted-foreground">
                  {relationship.kind} · last contact {formatDay(relationship.lastContactAt, 'not recorded')}
                </span>
              </li>
            ))}
          </ul>
        ),
    },
    {
      value: 'registrations',
      label: 'Public registrations',
      count: profile.registrations.length,
      content:
        profile.registrations.length === 0 ? (
          <EmptyState
            icon={SearchIcon}
            title="No public registration found"
            reason={`No lobbyist registration in ${profile.stateCodes.length > 0 ? profile.stateCodes.join(', ') : 'the data'} names someone called ${profile.name}.`}
          />
        ) : (
          <ul aria-label="Public registrations" className="divide-y">
            {profile.registrations.map((registration) => (
              <li key={registration.lobbyistId} className="flex min-w-0 flex-col gap-0.5 py-2 text-sm">
                <EntityLink kind="lobbyist" id={registration.lobbyistId}>
                  {registration.name} ({registration.stateCode})
                </EntityLink>
                <span className="break-words text-muted-foreground">{registration.reason}</span>
                {registration.clients.length > 0 && (
                  <span className="break-words text-xs text-muted-foreground">
                    Clients: {registration.clients.slice(0, 8).join(', ')}
                    {registration.years.length > 0 ? ` · ${registration.years.join(', ')}` : ''}
                  </span>
                )}
              </li>
            ))}
          </ul>
        ),
    },
  ];
}

/** /lobbyist/:id: one advocate's states, clients, bills, testimony, relationships and public registrations. */
export function AdvocateProfile({ id }: { id: number }) {
  const profile = useAdvocate(id);
  const { tab, setTab } = useUrlTab(tabValues);
  if (profile.isError) {
    return (
      <div className="mx-auto w-full max-w-7xl px-4 py-6">
        <ListError what="advocate" message={profile.error.message} />
      </div>
    );
  }
  const data = profile.data;
  return (
    <DetailPage
      back={{ to: paths.lobbyist.lobbyists, label: 'Lobbyists' }}
      loadingLabel="Loading advocate"
      tabsLabel="Advocate sections"
      tab={tab}
      onTabChange={setTab}
      tabs={data ? Tabs(data) : []}
      header={
        data && (
          <div className="min-w-0">
            <h1 className="text-2xl font-semibold tracking-tight break-words">{data.name}</h1>
            <p className="text-sm break-all text-muted-foreground">{data.email}</p>
            <p className="mt-2 text-sm">
              States: {data.stateCodes.length > 0 ? data.stateCodes.join(', ') : 'every state'}
              {data.clients.length > 0 && <> · Clients: {data.clients.slice(0, 6).join(', ')}</>}
            </p>
            {data.status !== 'active' && (
              <p className="mt-1 text-sm text-muted-foreground">Disabled: this advocate cannot sign in.</p>
            )}
          </div>
        )
      }
    />
  );
}

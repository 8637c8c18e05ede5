import type { MemberDetail } from '@statehouse/shared/members/members.schemas';
import { getStateName } from '@statehouse/shared/reference/states';
import { UserXIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DetailHeader, DetailPage } from '@/components/detail-page/detail-page';
import { EmptyState } from '@/components/empty-state';
import { EntityLink } from '@/components/entity-link';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useUrlTab } from '@/hooks/use-url-tab';
import { ApiError } from '@/lib/api-client';
import { formatDay } from '@/lib/format-date';
import { useMember } from '../api/get-member';
import { chamberLabel } from '../utils/member-format';
import { MemberBillSection } from './member-bills';
import { MemberPhoto } from './member-photo';
import { MemberStaffPanel } from './member-staff-panel';
import { MemberVotingRecord } from './member-voting-record';
import { PartyBadge } from './party-badge';

const memberTabs = [
  { value: 'overview', label: 'Overview' },
  { value: 'committees', label: 'Committees' },
  { value: 'bills', label: 'Bills' },
  { value: 'votes', label: 'Votes' },
  { value: 'staff', label: 'Staff' },
  { value: 'team', label: 'Team' },
] as const;

const officeLabels: Record<string, string> = { capitol: 'Capitol office', district: 'District office' };

/** The member's links and sources, each URL once (sources often repeat the links). */
const linksOf = (member: MemberDetail) => [
  ...new Map([...member.links, ...member.sources].map((link) => [link.url.replace(/\/$/, ''), link])).values(),
];

function Overview({ member }: { member: MemberDetail }) {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2 [&>*]:min-w-0">
      <SectionCard title="Offices and contacts">
        {member.offices.length === 0 && !member.email ? (
          <p className="text-sm text-muted-foreground">The data lists no office or e-mail for this member.</p>
        ) : (
          <dl className="flex flex-col gap-4 text-sm">
            {member.email && (
              <div>
                <dt className="font-medium">E-mail</dt>
                <dd>
                  <a href={`mailto:${member.email}`} className="underline underline-offset-2">
                    {member.email}
                  </a>
                </dd>
              </div>
            )}
            {member.offices.map((office, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: offices have no id; their order is the data's
              <div key={index}>
                <dt className="font-medium">
                  {office.name ?? officeLabels[office.classification] ?? office.classification}
                </dt>
                {office.address && <dd className="whitespace-pre-line">{office.address}</dd>}
                {office.voice && (
                  <dd>
                    Phone: <a href={`tel:${office.voice}`}>{office.voice}</a>
                  </dd>
                )}
                {office.fax && <dd>Fax: {office.fax}</dd>}
                {office.email && <dd>{office.email}</dd>}
              </div>
            ))}
          </dl>
        )}
      </SectionCard>
      <SectionCard title="Roles and terms">
        {member.roles.length === 0 ? (
          <p className="text-sm text-muted-foreground">The data gives no dated roles for this member.</p>
        ) : (
          <ul className="flex flex-col gap-2 text-sm">
            {member.roles.map((role, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: roles have no id; their order is the data's
              <li key={index}>
                <span className="font-medium">{role.title ?? chamberLabel(role.type)}</span>
                {role.district ? `, district ${role.district}` : ''}
                <span className="text-muted-foreground">
                  {' '}
                  · {formatDay(role.startDate, '?')} – {formatDay(role.endDate, 'present')}
                </span>
              </li>
            ))}
          </ul>
        )}
        {linksOf(member).length > 0 && (
          <div className="mt-4 text-sm">
            <p className="font-medium">Links</p>
            <ul className="mt-1 flex flex-col gap-1">
              {linksOf(member).map((link) => (
                <li key={link.url} className="break-all">
                  <a href={link.url} target="_blank" rel="noreferrer noopener" className="underline underline-offset-2">
                    {link.note ?? link.url.replace(/^https?:\/\//, '')}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </SectionCard>
    </div>
  );
}

function Committees({ member }: { member: MemberDetail }) {
  if (member.committees.length === 0) {
    return (
      <EmptyState
        title="No committees"
        reason="The loaded committee rosters do not list this member (not every state's rosters are in the data)."
      />
    );
  }
  return (
    <ul aria-label="Committees" className="divide-y rounded-lg border">
      {member.committees.map((committee) => (
        <li key={`${committee.committeeId}-${committee.role}`} className="flex flex-wrap items-baseline gap-2 p-3">
          <EntityLink
            kind="committee"
            id={committee.committeeId}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {committee.name}
          </EntityLink>
          <span className="text-sm text-muted-foreground">
            {chamberLabel(committee.chamber)}
            {committee.classification === 'subcommittee' ? ' subcommittee' : ''}
          </span>
          <span className="ml-auto text-sm capitalize">{committee.role}</span>
        </li>
      ))}
    </ul>
  );
}

/** /members/:id: the profile with tabs; `team` is the route's composition point for the team's own panels. */
export function MemberDetailView({ memberId, team }: { memberId: string; team: ReactNode }) {
  const query = useMember(memberId, {
    includeSponsoredBills: true,
    includeAuthoredBills: true,
    includePassedBills: true,
  });
  const { tab, setTab } = useUrlTab(memberTabs);
  const member = query.data;

  if (query.isError) {
    const notFound = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return (
      <EmptyState
        variant="page"
        titleAs="h1"
        icon={UserXIcon}
        title={notFound ? 'Member not found' : 'The member could not be loaded'}
        reason={notFound ? 'No legislator in the data has this id; the link may be old.' : query.error.message}
      >
        <div className="flex gap-2">
          {!notFound && (
            <Button variant="outline" onClick={() => void query.refetch()}>
              Try again
            </Button>
          )}
          <Button asChild variant={notFound ? 'default' : 'ghost'}>
            <Link to={paths.members.list}>All members</Link>
          </Button>
        </div>
      </EmptyState>
    );
  }

  const content = (render: (data: MemberDetail) => ReactNode) => (member ? render(member) : null);
  return (
    <DetailPage
      back={{ to: paths.members.list, label: 'Members' }}
      loadingLabel="Loading member"
      tabsLabel="Member sections"
      tab={tab}
      onTabChange={(next) => setTab(next)}
      tabs={[
        { ...memberTabs[0], content: content((data) => <Overview member={data} />) },
        {
          ...memberTabs[1],
          count: member?.committees.length,
          content: content((data) => <Committees member={data} />),
        },
        {
          ...memberTabs[2],
          count: member?.sponsoredBills?.total,
          content: content((data) => (
            <div className="flex flex-col gap-6">
              <MemberBillSection
                title="Authored"
                list={data.authoredBills}
                empty="No bills with this member as primary sponsor in the data."
              />
              <MemberBillSection
                title="Passed"
                list={data.passedBills}
                empty="None of the member's authored bills has passed yet."
              />
              <MemberBillSection title="Sponsored" list={data.sponsoredBills} empty="No sponsorships in the data." />
            </div>
          )),
        },
        {
          ...memberTabs[3],
          count: member?.votingRecord.rollCalls,
          content: content((data) => <MemberVotingRecord record={data.votingRecord} stateCode={data.stateCode} />),
        },
        {
          ...memberTabs[4],
          content: content((data) => <MemberStaffPanel memberId={data.id} stateCode={data.stateCode} />),
        },
        { ...memberTabs[5], content: team },
      ]}
      header={
        member && (
          <DetailHeader
            title={
              <span className="flex items-center gap-3">
                <MemberPhoto photoUrl={member.photoUrl} name={member.name} className="size-16" />
                {member.name}
              </span>
            }
            badges={<PartyBadge code={member.partyCode} name={member.party} />}
            meta={
              <>
                {getStateName(member.stateCode) ?? member.stateCode} · {chamberLabel(member.chamber)}
                {member.district ? ` · District ${member.district}` : ''}
                {member.party ? ` · ${member.party}` : ''}
                {member.isCurrent ? '' : ' · Former member'}
              </>
            }
          />
        )
      }
    />
  );
}

import {
  MEMBERS_MAX_PAGE_SIZE,
  type MemberListParams,
  type MemberSummary,
  memberChambers,
} from '@statehouse/shared/members/members.schemas';
import { parties } from '@statehouse/shared/reference/parties';
import { UsersIcon } from 'lucide-react';
import { useId } from 'react';
import { EmptyState } from '@/components/empty-state';
import { EntityLink } from '@/components/entity-link';
import { ExportMenu } from '@/components/export-menu';
import { ListPage } from '@/components/list-page/list-page';
import { ListPagination } from '@/components/list-page/list-pagination';
import { ListResults, ListSkeleton } from '@/components/list-page/list-results';
import { ListSearchForm } from '@/components/list-page/list-search-form';
import { ListSort } from '@/components/list-page/list-sort';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { getMembers, useMembers } from '../api/get-members';
import { chamberLabel, chamberLabels, memberExportColumns } from '../utils/member-format';
import { MemberPhoto } from './member-photo';
import { PartyBadge } from './party-badge';
import { useMemberFilters } from './use-member-filters';

const sortOptions = [
  { value: 'name', label: 'Name' },
  { value: 'district', label: 'District' },
  { value: 'party', label: 'Party' },
  { value: 'chamber', label: 'Chamber' },
  { value: 'committees', label: 'Committees' },
] as const;

/** Every page of the directory, 200 at a time, for the export. */
async function fetchAllMembers(query: MemberListParams): Promise<MemberSummary[]> {
  const members: MemberSummary[] = [];
  for (let page = 1; ; page++) {
    const reply = await getMembers({ ...query, page, pageSize: MEMBERS_MAX_PAGE_SIZE });
    members.push(...reply.data);
    if (reply.data.length === 0 || members.length >= reply.total) return members;
  }
}

function RadioGroup({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {[{ value: '', label: 'All' }, ...options].map((option) => (
        <label key={option.value || 'all'} className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

/** /members: a state's legislators with photo, party, chamber, district and committee count; filters in the URL. */
export function MembersDirectory({
  stateCode,
  sessionCode,
  stateName,
}: {
  stateCode: string;
  sessionCode: string | undefined;
  stateName: string;
}) {
  const id = useId();
  const { filters, update, activeCount } = useMemberFilters();
  const query: MemberListParams = {
    stateCode,
    sessionCode,
    searchTerm: filters.searchTerm || undefined,
    party: filters.party || undefined,
    chamber: filters.chamber || undefined,
    district: filters.district || undefined,
    sort: filters.sort,
    sortOrder: filters.sortOrder,
    page: filters.page,
    pageSize: filters.pageSize,
  };
  const members = useMembers(query);
  const total = members.data?.total ?? 0;

  return (
    <ListPage
      title="Members"
      description={`Legislators of ${stateName}${sessionCode ? ` in session ${sessionCode}` : ''}: party, chamber, district and committees.`}
      count={
        members.data ? `${total.toLocaleString('en-US')} ${total === 1 ? 'member' : 'members'}` : 'Loading members…'
      }
      actions={
        <ExportMenu
          columns={memberExportColumns}
          loadRows={() => fetchAllMembers({ ...query, page: 1 })}
          total={total}
          noun="members"
          fileStem={`members-${stateCode.toLowerCase()}`}
        />
      }
      search={
        <ListSearchForm
          label="Search members"
          inputLabel="Name or district"
          placeholder="Name or district"
          value={filters.searchTerm}
          onSearch={(searchTerm) => update({ searchTerm })}
        />
      }
      activeFilterCount={activeCount}
      filters={
        <div className="flex flex-col gap-5">
          <RadioGroup
            legend="Chamber"
            name={`${id}-chamber`}
            value={filters.chamber}
            options={memberChambers.map((chamber) => ({ value: chamber, label: chamberLabels[chamber] ?? chamber }))}
            onChange={(chamber) => update({ chamber: chamber as typeof filters.chamber })}
          />
          <RadioGroup
            legend="Party"
            name={`${id}-party`}
            value={filters.party}
            options={parties.map((party) => ({ value: party.id, label: party.name }))}
            onChange={(party) => update({ party: party as typeof filters.party })}
          />
          <form
            onSubmit={(event) => {
              event.preventDefault();
              const district = new FormData(event.currentTarget).get('district');
              update({ district: typeof district === 'string' ? district.trim() : '' });
            }}
            className="flex flex-col gap-1"
          >
            <label htmlFor={`${id}-district`} className="text-sm font-medium">
              District
            </label>
            <div className="flex gap-2">
              <Input key={filters.district} id={`${id}-district`} name="district" defaultValue={filters.district} />
              <Button type="submit" variant="outline" size="sm">
                Apply
              </Button>
            </div>
          </form>
          {activeCount > 0 && (
            <Button variant="ghost" size="sm" onClick={() => update({ party: '', chamber: '', district: '' })}>
              Clear filters
            </Button>
          )}
        </div>
      }
      toolbar={
        <ListSort
          value={filters.sort}
          order={filters.sortOrder}
          options={sortOptions}
          onSort={(sort) => update({ sort })}
          onOrder={(sortOrder) => update({ sortOrder })}
        />
      }
      footer={
        total > 0 && (
          <ListPagination
            page={filters.page}
            pageSize={filters.pageSize}
            total={total}
            onPage={(page) => update({ page })}
            onPageSize={(pageSize) => update({ pageSize })}
          />
        )
      }
    >
      <ListResults
        query={members}
        what="members"
        rows={(reply) => reply.data}
        skeleton={<ListSkeleton label="Loading members" />}
        empty={
          <EmptyState
            icon={UsersIcon}
            title="No members match"
            reason={
              filters.searchTerm || activeCount > 0
                ? 'No legislator of this state matches the search and filters. Clear them to see everyone.'
                : `The data holds no current legislators for ${stateName}.`
            }
          />
        }
      >
        {(rows) => <MembersTable members={rows} />}
      </ListResults>
    </ListPage>
  );
}

export function MembersTable({ members }: { members: readonly MemberSummary[] }) {
  return (
    <ul aria-label="Members" className="divide-y rounded-lg border">
      {members.map((member) => (
        <li key={member.id} className="flex items-center gap-3 p-3">
          <MemberPhoto photoUrl={member.photoUrl} name={member.name} />
          <div className="min-w-0 flex-1">
            <EntityLink
              kind="member"
              id={member.id}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {member.name}
            </EntityLink>
            <p className="text-sm text-muted-foreground">
              {chamberLabel(member.chamber)}
              {member.district ? ` · District ${member.district}` : ''}
            </p>
          </div>
          <PartyBadge code={member.partyCode} name={member.party} />
          <span className="hidden w-28 text-right text-sm text-muted-foreground sm:inline">
            {member.committeesCount === 1 ? '1 committee' : `${member.committeesCount} committees`}
          </span>
        </li>
      ))}
    </ul>
  );
}

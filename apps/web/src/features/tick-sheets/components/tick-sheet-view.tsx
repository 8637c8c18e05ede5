import {
  type TickSheetMember,
  type TickSheetReply,
  type TickStance,
  tickStanceLabels,
  tickStances,
} from '@statehouse/shared/tick-sheets/tick-sheets.schemas';
import { DownloadIcon, UsersIcon } from 'lucide-react';
import { useId } from 'react';
import { BillSheetHeader } from '@/components/bill-sheet-header';
import { EmptyState } from '@/components/empty-state';
import { EntityLink } from '@/components/entity-link';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useUrlParams } from '@/hooks/use-url-params';
import { tickSheetExportUrl, useTickSheet } from '../api/get-tick-sheet';
import type { TickSheetBody } from '../api/tick-sheet-keys';
import { MemberAvatar } from './member-avatar';
import { RollCallComparison } from './roll-call-comparison';
import { StanceRowControls } from './stance-row-controls';
import { WhipCountBar } from './whip-count-bar';

const bodies: { value: TickSheetBody; label: string }[] = [
  { value: 'auto', label: 'Where the bill sits' },
  { value: 'committee', label: 'Committee' },
  { value: 'chamber', label: 'Whole chamber' },
];
const selectClass =
  'h-9 rounded-md border border-input bg-background px-2 text-sm shadow-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

const readBody = (value: string | null): TickSheetBody =>
  value === 'committee' || value === 'chamber' ? value : 'auto';
const readStance = (value: string | null): TickStance | undefined =>
  tickStances.includes(value as TickStance) ? (value as TickStance) : undefined;

const outcomeLabel = { match: 'Borne out', miss: 'Missed', unpredicted: 'Not predicted' } as const;
const voteLabel = { yes: 'Yes', no: 'No', other: 'Absent or not voting' } as const;

function MemberIdentity({ member }: { member: TickSheetMember }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <MemberAvatar src={member.imageUrl} name={member.name} />
      <div className="min-w-0">
        <EntityLink kind="member" id={member.memberId}>
          <span className="font-medium">{member.name}</span>
        </EntityLink>
        <p className="text-xs text-muted-foreground">
          {[member.partyCode ?? member.party, member.district ? `District ${member.district}` : null, member.role]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
    </div>
  );
}

/** Who on the team knows the member: the people to send. */
function KnownBy({ member }: { member: TickSheetMember }) {
  if (member.knownBy.length === 0) return null;
  return (
    <p className="text-xs text-muted-foreground">
      Known by {member.knownBy.map((tie) => `${tie.userName} (${tie.strength}/5)`).join(', ')}
    </p>
  );
}

function MemberContact({ member }: { member: TickSheetMember }) {
  if (!member.email && !member.phone) {
    return (
      <div className="flex flex-col text-sm">
        <span className="text-muted-foreground">No contact in the data</span>
        <KnownBy member={member} />
      </div>
    );
  }
  return (
    <div className="flex flex-col text-sm">
      <KnownBy member={member} />
      {member.phone && (
        <a className="hover:underline" href={`tel:${member.phone}`}>
          {member.phone}
        </a>
      )}
      {member.email && (
        <a className="break-all hover:underline" href={`mailto:${member.email}`}>
          {member.email}
        </a>
      )}
    </div>
  );
}

function ActualVote({ member }: { member: TickSheetMember }) {
  if (member.actualVote === null) return <span className="text-muted-foreground">No recorded vote</span>;
  return (
    <span className="flex flex-wrap items-center gap-1">
      {voteLabel[member.actualVote]}
      {member.outcome && (
        <Badge variant={member.outcome === 'miss' ? 'destructive' : member.outcome === 'match' ? 'default' : 'outline'}>
          {outcomeLabel[member.outcome]}
        </Badge>
      )}
    </span>
  );
}

function SheetTable({ sheet, members }: { sheet: TickSheetReply; members: TickSheetMember[] }) {
  const withVotes = sheet.rollCall !== null;
  return (
    <>
      <div className="hidden overflow-x-auto rounded-lg border md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Members of {sheet.body.name} and the team’s stances</caption>
          <thead className="bg-muted/50 text-xs uppercase text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Member
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Contact
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Stance
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Note
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Last contact
              </th>
              {withVotes && (
                <th scope="col" className="px-3 py-2 font-medium">
                  Actual vote
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {members.map((member) => (
              <tr key={member.memberId} className="border-t align-top" data-testid="tick-row">
                <td className="px-3 py-2">
                  <MemberIdentity member={member} />
                </td>
                <td className="px-3 py-2">
                  <MemberContact member={member} />
                </td>
                <StanceRowControls billId={sheet.bill.id} member={member} canEdit={sheet.canEdit} layout="row" />
                {withVotes && (
                  <td className="px-3 py-2">
                    <ActualVote member={member} />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-3 md:hidden" aria-label={`Members of ${sheet.body.name}`}>
        {members.map((member) => (
          <li key={member.memberId} className="rounded-lg border p-3" data-testid="tick-card">
            <MemberIdentity member={member} />
            <div className="mt-2">
              <MemberContact member={member} />
            </div>
            <div className="mt-3">
              <StanceRowControls billId={sheet.bill.id} member={member} canEdit={sheet.canEdit} layout="card" />
            </div>
            {withVotes && (
              <div className="mt-2 text-sm">
                <span className="text-muted-foreground">Actual vote: </span>
                <ActualVote member={member} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * /bills/:billId/member-tick-sheet: the members of the committee the bill sits in (or its chamber) with the team's
 * stances, the whip count above, and after a roll call the prediction against the vote. Which body and the stance
 * filter live in the URL.
 */
export function TickSheetView({ billId }: { billId: string }) {
  const [searchParams, setSearchParams, latestParams] = useUrlParams();
  const body = readBody(searchParams.get('body'));
  const stance = readStance(searchParams.get('stance'));
  const query = useTickSheet(billId, body);
  const ids = useId();
  const setParam = (name: 'body' | 'stance', value: string | undefined) => {
    const next = latestParams();
    if (value === undefined || value === '' || (name === 'body' && value === 'auto')) next.delete(name);
    else next.set(name, value);
    setSearchParams(next, { replace: true });
  };

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-5 px-4 py-6 sm:px-6 lg:px-8">
      <QueryState query={query} label="tick sheet">
        {(sheet) => {
          const members = stance ? sheet.members.filter((member) => member.stance === stance) : sheet.members;
          return (
            <>
              <BillSheetHeader
                bill={sheet.bill}
                sheetName="Member tick sheet"
                readOnlyNote={sheet.canEdit ? undefined : 'You can read this sheet; admins and users mark it.'}
              >
                <p className="text-sm">
                  <span className="font-medium">{sheet.body.name}</span>
                  <span className="text-muted-foreground"> · {sheet.body.reason}</span>
                </p>
              </BillSheetHeader>

              <WhipCountBar count={sheet.count} />
              {sheet.rollCall && <RollCallComparison rollCall={sheet.rollCall} />}

              <div className="flex flex-wrap items-end gap-3">
                <div className="flex flex-col gap-1 text-sm">
                  <label htmlFor={`${ids}-body`} className="text-muted-foreground">
                    Members of
                  </label>
                  <select
                    id={`${ids}-body`}
                    className={selectClass}
                    value={body}
                    onChange={(event) => setParam('body', event.target.value)}
                  >
                    {bodies.map((item) => (
                      <option
                        key={item.value}
                        value={item.value}
                        disabled={item.value === 'committee' && !sheet.committeeAvailable}
                      >
                        {item.label}
                        {item.value === 'committee' && !sheet.committeeAvailable ? ' (none in the data)' : ''}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="flex flex-col gap-1 text-sm">
                  <label htmlFor={`${ids}-stance`} className="text-muted-foreground">
                    Stance
                  </label>
                  <select
                    id={`${ids}-stance`}
                    className={selectClass}
                    value={stance ?? ''}
                    onChange={(event) => setParam('stance', event.target.value)}
                  >
                    <option value="">All stances ({sheet.count.total})</option>
                    {tickStances.map((item) => (
                      <option key={item} value={item}>
                        {tickStanceLabels[item]} ({sheet.count[item]})
                      </option>
                    ))}
                  </select>
                </div>
                <div className="flex gap-2 sm:ml-auto">
                  <Button asChild variant="outline" size="sm">
                    <a href={tickSheetExportUrl(billId, body, 'csv')} download>
                      <DownloadIcon aria-hidden="true" /> CSV
                    </a>
                  </Button>
                  <Button asChild variant="outline" size="sm">
                    <a href={tickSheetExportUrl(billId, body, 'xlsx')} download>
                      <DownloadIcon aria-hidden="true" /> Excel
                    </a>
                  </Button>
                </div>
              </div>

              {sheet.members.length === 0 ? (
                <EmptyState
                  icon={UsersIcon}
                  title="No members to list"
                  reason={`The data has no current members for ${sheet.body.name}.`}
                />
              ) : members.length === 0 ? (
                <EmptyState
                  icon={UsersIcon}
                  title={`No member marked ${tickStanceLabels[stance ?? 'unknown']}`}
                  reason="Choose another stance or show all members."
                >
                  <Button variant="outline" size="sm" onClick={() => setParam('stance', undefined)}>
                    Show all stances
                  </Button>
                </EmptyState>
              ) : (
                <SheetTable sheet={sheet} members={members} />
              )}
            </>
          );
        }}
      </QueryState>
    </div>
  );
}

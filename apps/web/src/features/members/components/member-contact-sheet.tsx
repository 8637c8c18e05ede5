import { type MemberContact, memberChambers } from '@statehouse/shared/members/members.schemas';
import { PrinterIcon } from 'lucide-react';
import { useId } from 'react';
import { EmptyState } from '@/components/empty-state';
import { EntityLink } from '@/components/entity-link';
import { ExportMenu } from '@/components/export-menu';
import { QueryState } from '@/components/query-state';
import type { ExportColumn } from '@/components/table-export';
import { Button } from '@/components/ui/button';
import { useUrlParams } from '@/hooks/use-url-params';
import { useMemberContacts } from '../api/get-member-contacts';
import { chamberLabel, chamberLabels } from '../utils/member-format';

const contactColumns: readonly ExportColumn<MemberContact>[] = [
  { header: 'Name', width: 28, value: (row) => row.name },
  { header: 'Party', width: 16, value: (row) => row.party ?? '' },
  { header: 'Chamber', width: 12, value: (row) => chamberLabel(row.chamber) },
  { header: 'District', width: 10, value: (row) => row.district ?? '' },
  { header: 'Capitol phone', width: 16, value: (row) => row.capitolPhone ?? '' },
  { header: 'Capitol address', width: 44, value: (row) => row.capitolAddress ?? '' },
  { header: 'District phone', width: 16, value: (row) => row.districtPhone ?? '' },
  { header: 'District address', width: 44, value: (row) => row.districtAddress ?? '' },
  { header: 'E-mail', width: 30, value: (row) => row.email ?? '' },
];

function ContactName({ row }: { row: MemberContact }) {
  return (
    <>
      <EntityLink kind="member" id={row.id} className="font-medium text-primary underline-offset-4 hover:underline">
        {row.name}
      </EntityLink>
      <div className="text-muted-foreground">
        {[row.partyCode ?? row.party, chamberLabel(row.chamber), row.district && `District ${row.district}`]
          .filter(Boolean)
          .join(' · ')}
      </div>
    </>
  );
}

function ContactOffice({ label, phone, address }: { label: string; phone: string | null; address: string | null }) {
  if (!phone && !address) return null;
  return (
    <div>
      <dt className="font-medium">{label} office</dt>
      {phone && (
        <dd>
          <a href={`tel:${phone}`}>{phone}</a>
        </dd>
      )}
      {address && <dd className="text-muted-foreground">{address}</dd>}
    </div>
  );
}

/** /member-contacts: one state's (and chamber's) legislators with phones, addresses and e-mail; exportable and printable. */
export function MemberContactSheet({
  stateCode,
  sessionCode,
  stateName,
}: {
  stateCode: string;
  sessionCode: string | undefined;
  stateName: string;
}) {
  const id = useId();
  const [params, setParams, latestParams] = useUrlParams();
  const chamberParam = params.get('chamber') ?? '';
  const chamber = (memberChambers as readonly string[]).includes(chamberParam)
    ? (chamberParam as (typeof memberChambers)[number])
    : undefined;
  const contacts = useMemberContacts({ stateCode, sessionCode, chamber });
  const rows = contacts.data?.data ?? [];

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8 print:max-w-none print:p-0">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Member contacts</h1>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {stateName}
            {chamber ? ` · ${chamberLabels[chamber]}` : ''} ·{' '}
            {contacts.data ? `${rows.length} ${rows.length === 1 ? 'member' : 'members'}` : 'Loading…'}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2 print:hidden">
          <label htmlFor={`${id}-chamber`} className="text-sm text-muted-foreground">
            Chamber
          </label>
          <select
            id={`${id}-chamber`}
            value={chamber ?? ''}
            onChange={(event) => {
              const next = latestParams();
              if (event.target.value) next.set('chamber', event.target.value);
              else next.delete('chamber');
              setParams(next);
            }}
            className="h-8 rounded-md border border-input bg-background px-2 text-sm"
          >
            <option value="">Both chambers</option>
            {memberChambers.map((value) => (
              <option key={value} value={value}>
                {chamberLabels[value]}
              </option>
            ))}
          </select>
          <ExportMenu
            columns={contactColumns}
            loadRows={async () => rows}
            total={rows.length}
            noun="contacts"
            fileStem={`member-contacts-${stateCode.toLowerCase()}`}
          />
          <Button variant="outline" size="sm" onClick={() => window.print()}>
            <PrinterIcon aria-hidden="true" />
            Print
          </Button>
        </div>
      </div>
      <div className="mt-5">
        <QueryState query={contacts} label="contact sheet">
          {(reply) =>
            reply.data.length === 0 ? (
              <EmptyState
                title="No members"
                reason={`The data holds no current legislators for ${stateName}${chamber ? ` in the ${chamberLabels[chamber]}` : ''}.`}
              />
            ) : (
              <>
                {/* Phones: one card per member; the four-column table needs a wider screen (and paper). */}
                <ul aria-label="Contacts" className="flex flex-col gap-3 sm:hidden print:hidden">
                  {reply.data.map((row) => (
                    <li key={row.id} className="rounded-lg border p-3 text-sm">
                      <ContactName row={row} />
                      <dl className="mt-2 flex flex-col gap-1">
                        <ContactOffice label="Capitol" phone={row.capitolPhone} address={row.capitolAddress} />
                        <ContactOffice label="District" phone={row.districtPhone} address={row.districtAddress} />
                        {row.email && (
                          <div>
                            <dt className="sr-only">E-mail</dt>
                            <dd className="break-all">
                              <a href={`mailto:${row.email}`} className="underline underline-offset-2">
                                {row.email}
                              </a>
                            </dd>
                          </div>
                        )}
                      </dl>
                    </li>
                  ))}
                </ul>
                <div className="hidden overflow-x-auto sm:block print:block">
                  <table className="w-full text-sm">
                    <caption className="sr-only">Contacts of the members of {stateName}</caption>
                    <thead className="text-left text-muted-foreground">
                      <tr>
                        <th scope="col" className="py-2 pr-3 font-medium">
                          Member
                        </th>
                        <th scope="col" className="py-2 pr-3 font-medium">
                          Capitol office
                        </th>
                        <th scope="col" className="py-2 pr-3 font-medium">
                          District office
                        </th>
                        <th scope="col" className="py-2 font-medium">
                          E-mail
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {reply.data.map((row) => (
                        <tr key={row.id} className="break-inside-avoid border-t align-top">
                          <td className="py-2 pr-3">
                            <ContactName row={row} />
                          </td>
                          <td className="py-2 pr-3">
                            {row.capitolPhone && <div className="whitespace-nowrap">{row.capitolPhone}</div>}
                            <div className="text-muted-foreground">
                              {row.capitolAddress ?? (row.capitolPhone ? '' : '—')}
                            </div>
                          </td>
                          <td className="py-2 pr-3">
                            {row.districtPhone && <div className="whitespace-nowrap">{row.districtPhone}</div>}
                            <div className="text-muted-foreground">
                              {row.districtAddress ?? (row.districtPhone ? '' : '—')}
                            </div>
                          </td>
                          <td className="py-2 break-all">
                            {row.email ? <a href={`mailto:${row.email}`}>{row.email}</a> : '—'}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </>
            )
          }
        </QueryState>
      </div>
    </div>
  );
}

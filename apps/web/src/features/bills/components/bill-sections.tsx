import type {
  BillAction,
  BillCompanion,
  BillDetail,
  BillSponsor,
  BillSubjects,
  BillVersion,
} from '@statehouse/shared/bills/bills.schemas';
import { formatCalendarDate, formatCount } from '@statehouse/shared/common/plain-format';
import { subjectByValue } from '@statehouse/shared/reference/subjects';
import { ExternalLinkIcon } from 'lucide-react';
import { EntityLink } from '@/components/entity-link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { introducedDate, summaryBeyondTitle } from '../utils/bill-dates';
import { chamberName } from '../utils/format';
import { BillStatusBadge } from './bill-status-badge';

function SectionTitle({ children }: { children: React.ReactNode }) {
  return <h2 className="mb-3 text-base font-semibold">{children}</h2>;
}

function SponsorName({ sponsor }: { sponsor: BillSponsor }) {
  const suffix = [sponsor.party, sponsor.district ? `District ${sponsor.district}` : null].filter(Boolean).join(', ');
  return (
    <>
      <EntityLink kind="member" id={sponsor.personId}>
        {sponsor.name}
      </EntityLink>
      {suffix && <span className="text-muted-foreground"> ({suffix})</span>}
    </>
  );
}

/** Every sponsorship, primary first, each linking to the member's page when the name matched a member. */
export function BillSponsors({ sponsors }: { sponsors: readonly BillSponsor[] }) {
  if (sponsors.length === 0) return <p className="text-sm text-muted-foreground">No sponsors are recorded.</p>;
  return (
    <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
      {sponsors.map((sponsor, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a name may appear twice with different roles
        <li key={`${sponsor.name}-${index}`} className="rounded-md border px-3 py-2 text-sm">
          <SponsorName sponsor={sponsor} />
          <p className="text-xs text-muted-foreground capitalize">
            {sponsor.classification}
            {sponsor.chamber ? ` · ${chamberName(sponsor.chamber)}` : ''}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The product's subjects (links to /subjects/:subjectCode) and the state's own subject terms. */
export function BillSubjectList({
  subjects,
}: {
  subjects: BillSubjects | { subjects: number[]; subjectTerms: string[] };
}) {
  const items = subjects.subjects.map((subject) =>
    typeof subject === 'number'
      ? { value: subject, label: subjectByValue.get(subject)?.label ?? `Subject ${subject}` }
      : subject,
  );
  return (
    <div className="flex flex-col gap-4">
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No subjects are assigned.</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label="Subjects">
          {items.map((subject) => (
            <li key={subject.value}>
              <EntityLink
                kind="subject"
                id={subject.value}
                className="inline-flex rounded-full border bg-secondary px-3 py-1 text-sm text-secondary-foreground hover:bg-accent"
              >
                {subject.label}
              </EntityLink>
            </li>
          ))}
        </ul>
      )}
      {subjects.subjectTerms.length > 0 && (
        <div>
          <h3 className="mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            State subject terms
          </h3>
          <ul className="flex flex-wrap gap-1.5">
            {subjects.subjectTerms.map((term) => (
              <li key={term}>
                <Badge variant="outline" className="font-normal whitespace-normal">
                  {term}
                </Badge>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** Overview: abstract, last action, primary sponsors, subjects, documents and sources. */
export function BillOverview({ bill }: { bill: BillDetail }) {
  const summary = summaryBeyondTitle(bill);
  const introduced = introducedDate(bill);
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="flex flex-col gap-6">
        <section>
          <SectionTitle>Summary</SectionTitle>
          {summary ? (
            <p className="max-w-prose text-sm leading-6">{summary}</p>
          ) : (
            <p className="max-w-prose text-sm text-muted-foreground">
              The source publishes no summary beyond the title.
            </p>
          )}
          {bill.otherTitles.length > 0 && (
            <p className="mt-2 text-xs text-muted-foreground">Also: {bill.otherTitles.join('; ')}</p>
          )}
        </section>
        <section>
          <SectionTitle>Last action</SectionTitle>
          <p className="text-sm">
            <span className="font-medium tabular-nums">{formatCalendarDate(bill.lastActionDate)}</span>
            {bill.lastActionText && <span> · {bill.lastActionText}</span>}
          </p>
          {(introduced || bill.firstActionDate) && (
            <p className="mt-1 text-xs text-muted-foreground">
              {introduced && `Introduced ${formatCalendarDate(introduced)}`}
              {introduced && bill.firstActionDate && bill.firstActionDate !== introduced && ' · '}
              {bill.firstActionDate &&
                bill.firstActionDate !== introduced &&
                `First action ${formatCalendarDate(bill.firstActionDate)}${bill.firstActionText ? ` (${bill.firstActionText})` : ''}`}
            </p>
          )}
        </section>
        <section>
          <SectionTitle>Primary sponsors</SectionTitle>
          <BillSponsors sponsors={bill.primarySponsors} />
        </section>
        <section>
          <SectionTitle>Subjects</SectionTitle>
          <BillSubjectList subjects={{ subjects: bill.subjects, subjectTerms: [] }} />
        </section>
      </div>
      <aside className="flex flex-col gap-6">
        <section className="rounded-lg border p-4">
          <h2 className="mb-2 text-sm font-semibold">At a glance</h2>
          <dl className="grid grid-cols-2 gap-y-1.5 text-sm">
            <dt className="text-muted-foreground">Chamber</dt>
            <dd>{chamberName(bill.fromChamber) || '—'}</dd>
            <dt className="text-muted-foreground">Type</dt>
            <dd className="capitalize">{bill.classification.join(', ') || bill.billType}</dd>
            <dt className="text-muted-foreground">Versions</dt>
            <dd>{formatCount(bill.versionCount)}</dd>
            <dt className="text-muted-foreground">Actions</dt>
            <dd>{formatCount(bill.actionCount)}</dd>
            <dt className="text-muted-foreground">Roll calls</dt>
            <dd>{formatCount(bill.voteCount)}</dd>
          </dl>
        </section>
        {bill.documents.length > 0 && (
          <section>
            <h2 className="mb-2 text-sm font-semibold">Documents</h2>
            <ul className="flex flex-col gap-1 text-sm">
              {bill.documents.map((document, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: documents may share names
                <li key={`${document.name}-${index}`}>
                  {document.url ? (
                    <a
                      href={document.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-primary hover:underline"
                    >
                      {document.name}
                    </a>
                  ) : (
                    document.name
                  )}
                  {document.date && (
                    <span className="text-muted-foreground"> · {formatCalendarDate(document.date)}</span>
                  )}
                </li>
              ))}
            </ul>
          </section>
        )}
        {bill.sources.length > 0 && (
          <section>
            <h2 className="mb-2 text-sm font-semibold">Sources</h2>
            <ul className="flex flex-col gap-1 text-sm">
              {bill.sources.map((source) => (
                <li key={source.url} className="truncate">
                  <a
                    href={source.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1 text-primary hover:underline"
                  >
                    {source.note || new URL(source.url, 'https://example.org').hostname}
                    <ExternalLinkIcon aria-hidden="true" className="size-3" />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </aside>
    </div>
  );
}

/** Every version, oldest first, with the state's links; Read opens it in the text tab (when its text was imported). */
export function BillVersionsList({
  versions,
  onRead,
}: {
  versions: readonly BillVersion[];
  onRead: (versionId: number) => void;
}) {
  if (versions.length === 0) return <p className="text-sm text-muted-foreground">No versions are recorded.</p>;
  return (
    <ol className="flex flex-col gap-2">
      {versions.map((version) => (
        <li key={version.id} className="flex flex-wrap items-center gap-3 rounded-lg border p-3">
          <div className="min-w-0 flex-1">
            <p className="font-medium">{version.name}</p>
            <p className="text-xs text-muted-foreground">
              {[
                formatCalendarDate(version.date),
                version.textLength ? `${formatCount(version.textLength)} characters` : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {version.links.map((link) => (
              <a
                key={link.url}
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 text-xs text-primary hover:underline"
              >
                {link.mediaType.includes('pdf') ? 'PDF' : link.mediaType.includes('html') ? 'HTML' : 'Source'}
                <ExternalLinkIcon aria-hidden="true" className="size-3" />
              </a>
            ))}
            {version.hasText || version.hasHtml ? (
              <Button variant="outline" size="sm" onClick={() => onRead(version.id)}>
                Read<span className="sr-only"> {version.name}</span>
              </Button>
            ) : (
              // Said rather than a greyed-out Read: the state's own copy is linked beside it.
              <span className="text-xs text-muted-foreground">Text not available here</span>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}

/** The history as a timeline, newest at the top. */
export function BillHistoryTimeline({ actions }: { actions: readonly BillAction[] }) {
  if (actions.length === 0) return <p className="text-sm text-muted-foreground">No actions are recorded.</p>;
  const newestFirst = [...actions].reverse();
  return (
    <ol className="relative ml-2 border-l pl-6" aria-label="History">
      {newestFirst.map((action) => {
        const when = [formatCalendarDate(action.date), chamberName(action.chamber)].filter(Boolean).join(' · ');
        return (
          <li key={action.id} className="relative pb-5 last:pb-0">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[29px] size-2.5 rounded-full border-2 border-background bg-highlight ring-1 ring-highlight"
            />
            <p className="text-xs text-muted-foreground tabular-nums">
              {when}
              {action.committeeName ? (
                <>
                  {when ? ' · ' : ''}
                  <EntityLink kind="committee" id={action.committeeId}>
                    {action.committeeName}
                  </EntityLink>
                </>
              ) : null}
            </p>
            <p className="text-sm">{action.text}</p>
          </li>
        );
      })}
    </ol>
  );
}

const relationLabels: Record<string, string> = {
  companion: 'Companion',
  'same-as': 'Same as',
  'prior-session': 'Earlier session',
  'replaced-by': 'Replaced by',
  related: 'Related',
  'referenced-by': 'Referenced by',
};

/** Companion, same-as and earlier-session bills, linking to their pages when they are loaded. */
export function BillCompanionsList({ companions }: { companions: readonly BillCompanion[] }) {
  if (companions.length === 0) return <p className="text-sm text-muted-foreground">No related bills are recorded.</p>;
  return (
    <ul className="flex flex-col gap-2">
      {companions.map((companion) => (
        <li
          key={`${companion.billId}-${companion.relationType}-${companion.direction}`}
          className="rounded-lg border p-3"
        >
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="secondary">{relationLabels[companion.relationType] ?? companion.relationType}</Badge>
            {companion.exists ? (
              <EntityLink kind="bill" id={companion.billId} className="font-medium text-primary hover:underline">
                {companion.identifier}
              </EntityLink>
            ) : (
              <span className="font-medium">{companion.identifier}</span>
            )}
            {companion.sessionIdentifier && (
              <span className="text-xs text-muted-foreground">{companion.sessionIdentifier}</span>
            )}
            {companion.status !== null && companion.statusLabel && (
              <BillStatusBadge status={companion.status} label={companion.statusLabel} />
            )}
          </div>
          {companion.title && <p className="mt-1 text-sm">{companion.title}</p>}
          {!companion.exists && <p className="mt-1 text-xs text-muted-foreground">Not in Statehouse yet.</p>}
        </li>
      ))}
    </ul>
  );
}

/** The statute sections the bill cites or amends. */

import type { BillComparison, ComparedVersion } from '@statehouse/shared/bill-comparison/bill-comparison.schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useComparisonSummary } from '../api/get-comparison-summary';
import { RedlineView, SideBySideView } from './redline-view';

const versionLabel = (version: ComparedVersion) =>
  `${version.stateCode} ${version.identifier} — ${version.versionName}${version.versionDate ? ` (${version.versionDate})` : ''}`;

const statusText = { added: 'Added', removed: 'Removed', changed: 'Changed' } as const;

/** The changed sections with the statute sections each touches (linked to /statutes/:id when loaded). */
export function ChangedSectionsList({ comparison }: { comparison: BillComparison }) {
  if (comparison.sections.length === 0) return <p className="text-muted-foreground text-sm">No section changed.</p>;
  return (
    <ul className="flex flex-col gap-3" aria-label="Changed sections">
      {comparison.sections.map((section) => (
        <li
          key={`${section.status}-${section.label}-${section.rightStart ?? section.leftStart}`}
          className="rounded-md border p-3"
        >
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{section.label}</span>
            {section.leftLabel && section.leftLabel !== section.label && (
              <span className="text-muted-foreground text-xs">was {section.leftLabel}</span>
            )}
            <Badge variant={section.status === 'changed' ? 'secondary' : 'outline'}>{statusText[section.status]}</Badge>
            <span className="text-muted-foreground text-xs">
              +{section.insertedWords} / −{section.deletedWords} words
            </span>
          </div>
          <p className="mt-1 line-clamp-3 text-muted-foreground text-sm">{section.excerpt}</p>
          {section.statutes.length > 0 && (
            <div className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm">
              <span className="text-muted-foreground">Statutes touched:</span>
              {section.statutes.map((statute) => {
                const text = `${statute.code} § ${statute.section} (${statute.kind})`;
                return statute.statuteSectionId ? (
                  <Link key={text} to={`/statutes/${statute.statuteSectionId}`} className="underline">
                    {text}
                  </Link>
                ) : statute.regulationSectionId ? (
                  <Link key={text} to={`/regs/${statute.regulationSectionId}`} className="underline">
                    {text}
                  </Link>
                ) : (
                  <span key={text}>{text}</span>
                );
              })}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The plain-language account of what changed, its [n] markers listed as the passages they cite. */
export function ComparisonSummaryPanel({ id }: { id: string }) {
  const query = useComparisonSummary(id);
  return (
    <QueryState query={query} label="summary of changes">
      {(summary) => (
        <div className="flex flex-col gap-3 text-sm">
          {summary.extractive && (
            <p className="text-muted-foreground text-xs">Built from the redline itself (no AI model is configured).</p>
          )}
          <div className="flex flex-col gap-2">
            {summary.summary.split('\n\n').map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          {summary.citations.length > 0 && (
            <ol className="flex flex-col gap-1 border-t pt-2 text-xs" aria-label="Cited passages">
              {summary.citations.map((citation) => (
                <li key={citation.n}>
                  <Link
                    className="underline"
                    to={`/bills/${citation.billId}?tab=text&version=${citation.id}&passage=${citation.start ?? 0}-${citation.end ?? 0}`}
                  >
                    [{citation.n}] {citation.label}
                  </Link>
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </QueryState>
  );
}

/** A comparison: totals, the redline or the side-by-side view, the changed sections and the summary. */
export function ComparisonResults({ comparison }: { comparison: BillComparison }) {
  const [view, setView] = useState<'redline' | 'side'>('redline');
  const { left, right, redline } = comparison;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <section aria-labelledby="redline-heading" className="flex min-w-0 flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="redline-heading" className="font-semibold text-lg">
            Redline
          </h2>
          <fieldset aria-label="View" className="flex gap-1">
            <Button
              size="sm"
              variant={view === 'redline' ? 'default' : 'outline'}
              aria-pressed={view === 'redline'}
              onClick={() => setView('redline')}
            >
              Redline
            </Button>
            <Button
              size="sm"
              variant={view === 'side' ? 'default' : 'outline'}
              aria-pressed={view === 'side'}
              onClick={() => setView('side')}
            >
              Side by side
            </Button>
          </fieldset>
        </div>
        <p className="text-muted-foreground text-sm">
          From <strong>{versionLabel(left)}</strong> to <strong>{versionLabel(right)}</strong>: {redline.insertedWords}{' '}
          words inserted (underlined), {redline.deletedWords} deleted (struck through).
          {!redline.aligned && ' The texts differ too much to align word by word.'}
        </p>
        {/* The redline takes the page's height: the page scrolls, not a box inside it. */}
        <div className="overflow-x-auto rounded-md border p-3">
          {view === 'redline' ? (
            <RedlineView segments={redline.segments} />
          ) : (
            <SideBySideView
              segments={redline.segments}
              leftLabel={versionLabel(left)}
              rightLabel={versionLabel(right)}
            />
          )}
        </div>
      </section>
      <aside className="flex min-w-0 flex-col gap-6">
        <section aria-labelledby="summary-heading" className="flex flex-col gap-2">
          <h2 id="summary-heading" className="font-semibold text-lg">
            What changed
          </h2>
          <ComparisonSummaryPanel id={comparison.id} />
        </section>
        <section aria-labelledby="sections-heading" className="flex flex-col gap-2">
          <h2 id="sections-heading" className="font-semibold text-lg">
            Changed sections ({comparison.sections.length})
          </h2>
          <ChangedSectionsList comparison={comparison} />
        </section>
      </aside>
    </div>
  );
}

import type {
  ProvenanceSection,
  SectionSource,
  SectionStatute,
} from '@statehouse/shared/similar-bills/similar-bills.schemas';
import { EmptyState } from '@/components/empty-state';
import { EntityLink } from '@/components/entity-link';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { formatDay } from '@/lib/format-date';
import { useBillProvenance } from '../api/get-bill-provenance';
import { comparedOn, percent } from './labels';
import { SharedPassages } from './shared-passages';

const kindLabels: Record<SectionSource['kind'], string> = {
  companion: 'Companion',
  'earlier-bill': 'Earlier bill',
  'other-state': 'Other state',
};

const statuteVerbs: Record<string, string> = { amends: 'Amends', adds: 'Adds', repeals: 'Repeals', cites: 'Cites' };

function StatuteChips({ statutes }: { statutes: readonly SectionStatute[] }) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Statutes">
      {statutes.map((statute) => (
        <li key={`${statute.kind}-${statute.code}-${statute.section}`}>
          <Badge variant="outline" className="font-normal">
            {statuteVerbs[statute.kind] ?? statute.kind}{' '}
            <EntityLink kind="statute" id={statute.statuteSectionId}>
              {statute.code} § {statute.section}
            </EntityLink>
          </Badge>
        </li>
      ))}
    </ul>
  );
}

function SourceItem({ source, billLabel }: { source: SectionSource; billLabel: string }) {
  return (
    <li className="rounded-md border p-2">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant="secondary">{kindLabels[source.kind]}</Badge>
        <EntityLink kind="bill" id={source.billId}>
          {source.stateCode} {source.identifier}
        </EntityLink>
        <span className="text-muted-foreground">{percent(source.coverage)} of this section</span>
        {source.firstActionDate && (
          <span className="text-xs text-muted-foreground">filed {formatDay(source.firstActionDate)}</span>
        )}
      </div>
      <p className="mt-1 line-clamp-1 text-xs text-muted-foreground">{source.title}</p>
      <details className="mt-1">
        <summary className="cursor-pointer text-sm text-primary">Show the shared passage</summary>
        <div className="mt-2">
          <SharedPassages
            passages={[source.passage]}
            leftLabel={`This bill (${billLabel})`}
            rightLabel={`${source.stateCode} ${source.identifier}`}
          />
        </div>
      </details>
    </li>
  );
}

function SectionItem({ section, billLabel }: { section: ProvenanceSection; billLabel: string }) {
  return (
    <li className="rounded-lg border p-3">
      <div className="flex flex-wrap items-baseline gap-2">
        <h3 className="font-semibold">{section.label}</h3>
        <span className="text-xs text-muted-foreground">{section.words} words</span>
      </div>
      <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{section.excerpt}</p>
      {section.statutes.length > 0 && (
        <div className="mt-2">
          <StatuteChips statutes={section.statutes} />
        </div>
      )}
      {section.sources.length === 0 ? (
        <p className="mt-2 text-sm">No earlier, companion or other-state bill shares this section.</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-2" aria-label={`Sources of ${section.label}`}>
          {section.sources.map((source) => (
            <SourceItem key={source.billId} source={source} billLabel={billLabel} />
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * The Provenance tab: the bill section by section, where each section's text is also found (a companion, an
 * earlier bill of the state, another state's bill, with the shared passage) and the statutes it touches.
 */
export function ProvenancePanel({ billId, billLabel }: { billId: string; billLabel: string }) {
  const provenance = useBillProvenance(billId);
  return (
    <QueryState query={provenance} label="provenance">
      {(data) => {
        if (data.sections.length === 0)
          return <EmptyState title="No text to trace" reason="This bill has no text or summary to compare." />;
        const traced = data.sections.filter((section) => section.sources.length > 0).length;
        return (
          <div className="flex flex-col gap-4">
            <p className="text-sm text-muted-foreground">
              {comparedOn(data.text)} {traced} of {data.sections.length}{' '}
              {data.sections.length === 1 ? 'section' : 'sections'} share text with{' '}
              {data.sourcesCompared === 0 ? 'no' : 'an'} earlier, companion or other-state bill ({data.sourcesCompared}{' '}
              compared).
            </p>
            {data.billStatutes.length > 0 && (
              <div className="flex flex-col gap-1">
                <h3 className="text-sm font-semibold">Statutes the bill names</h3>
                <StatuteChips statutes={data.billStatutes} />
              </div>
            )}
            <ol className="flex flex-col gap-3" aria-label="Sections">
              {data.sections.map((section) => (
                <SectionItem key={`${section.number}-${section.start}`} section={section} billLabel={billLabel} />
              ))}
            </ol>
          </div>
        );
      }}
    </QueryState>
  );
}

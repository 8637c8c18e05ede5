import type { BillStatute, BillStatutes } from '@statehouse/shared/bills/bills.schemas';
import { EntityLink } from '@/components/entity-link';

const kindHeadings: Record<BillStatute['kind'], string> = {
  amends: 'Amends',
  adds: 'Adds',
  repeals: 'Repeals',
  cites: 'Cites',
};

function StatuteName({ statute }: { statute: BillStatute }) {
  const className = 'font-medium text-primary hover:underline';
  if (statute.statuteSectionId !== null) {
    return (
      <EntityLink kind="statute" id={statute.statuteSectionId} className={className}>
        {statute.label}
      </EntityLink>
    );
  }
  if (statute.regulationSectionId !== null) {
    return (
      <EntityLink kind="regulation" id={statute.regulationSectionId} className={className}>
        {statute.label}
      </EntityLink>
    );
  }
  // A code we have not loaded: the citation stays readable but does not pretend to link.
  return <span className="font-medium">{statute.label}</span>;
}

/** The bill page's Statutes tab: the sections the bill changes or cites, grouped by what it does to them. */
export function BillStatutesList({ statutes }: { statutes: BillStatutes }) {
  const groups = (Object.keys(kindHeadings) as BillStatute['kind'][])
    .map((kind) => ({ kind, items: statutes.items.filter((item) => item.kind === kind) }))
    .filter((group) => group.items.length > 0);
  return (
    <div className="flex flex-col gap-4">
      {statutes.lawSection && <p className="text-sm">Law affected: {statutes.lawSection}</p>}
      {groups.length === 0 && (
        <p className="text-sm text-muted-foreground">
          No statute or rule sections were found in this bill’s text or its summary.
        </p>
      )}
      {groups.map((group) => (
        <section key={group.kind} aria-labelledby={`statutes-${group.kind}`}>
          <h3 id={`statutes-${group.kind}`} className="mb-2 text-sm font-semibold">
            {kindHeadings[group.kind]} ({group.items.length})
          </h3>
          <ul className="flex flex-col gap-2">
            {group.items.map((statute) => (
              <li key={`${statute.code}-${statute.section}`} className="rounded-md border px-3 py-2 text-sm">
                <div className="flex flex-wrap items-baseline gap-x-2">
                  <StatuteName statute={statute} />
                  {statute.heading && <span className="text-muted-foreground">{statute.heading}</span>}
                </div>
                {statute.snippet && (
                  <p className="mt-1 line-clamp-2 text-xs text-muted-foreground">“{statute.snippet}”</p>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

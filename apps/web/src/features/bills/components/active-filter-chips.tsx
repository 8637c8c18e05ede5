import { billStatusLabel } from '@statehouse/shared/reference/bill-status';
import { parties } from '@statehouse/shared/reference/parties';
import { subjectByValue } from '@statehouse/shared/reference/subjects';
import { XIcon } from 'lucide-react';
import type { BillFilters } from '../utils/bill-filters';

type Chip = { key: string; label: string; patch: Partial<BillFilters> };

/** One chip per chosen status, type, party and subject; the subject a page fixes is not offered for removal. */
function chipsOf(filters: BillFilters, hideSubjects: boolean): Chip[] {
  const without = <T,>(list: readonly T[] | undefined, value: T) => (list ?? []).filter((item) => item !== value);
  return [
    ...(filters.statuses ?? []).map((status) => ({
      key: `status-${status}`,
      label: `Status: ${billStatusLabel(status) || status}`,
      patch: { statuses: without(filters.statuses, status) },
    })),
    ...(filters.types ?? []).map((type) => ({
      key: `type-${type}`,
      label: `Type: ${type}`,
      patch: { types: without(filters.types, type) },
    })),
    ...(filters.parties ?? []).map((party) => ({
      key: `party-${party}`,
      label: `Party: ${parties.find((item) => item.id === party)?.name ?? party}`,
      patch: { parties: without(filters.parties, party) },
    })),
    ...(hideSubjects ? [] : (filters.subjects ?? [])).map((subject) => ({
      key: `subject-${subject}`,
      label: `Subject: ${subjectByValue.get(subject)?.label ?? subject}`,
      patch: { subjects: without(filters.subjects, subject) },
    })),
    ...(filters.rerankCompanyId
      ? [{ key: 'rerank-company', label: 'Ranked for a company', patch: { rerankCompanyId: undefined } }]
      : []),
  ];
}

/** The chosen facet filters as removable chips above the results, so they stay in view with the filters closed. */
export function ActiveFilterChips({
  filters,
  hideSubjects = false,
  onChange,
}: {
  filters: BillFilters;
  hideSubjects?: boolean;
  onChange: (patch: Partial<BillFilters>) => void;
}) {
  const chips = chipsOf(filters, hideSubjects);
  if (chips.length === 0) return null;
  return (
    <ul aria-label="Active filters" className="flex flex-wrap gap-1.5">
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            onClick={() => onChange(chip.patch)}
            aria-label={`Remove filter ${chip.label}`}
            className="inline-flex h-7 items-center gap-1 rounded-full border bg-secondary px-2.5 text-xs font-medium text-secondary-foreground hover:bg-secondary/80 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          >
            {chip.label}
            <XIcon aria-hidden="true" className="size-3" />
          </button>
        </li>
      ))}
    </ul>
  );
}

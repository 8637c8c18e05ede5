import type { LawFacetValue } from '@statehouse/shared/statutes/statutes.schemas';
import { XIcon } from 'lucide-react';

/** One facet of the results (titles, chapters, parts): each value with its count; the chosen one can be cleared. */
export function LawFacet({
  label,
  values,
  selected,
  onSelect,
  showValue = true,
}: {
  label: string;
  values: readonly LawFacetValue[];
  selected: string;
  onSelect: (value: string) => void;
  /** "2. STATE TAXATION" (number and heading); false shows the label alone (codes). */
  showValue?: boolean;
}) {
  if (values.length === 0 && !selected) return null;
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      {selected && !values.some((value) => value.value === selected) && (
        <FacetButton label={selected} count={null} active onClick={() => onSelect('')} />
      )}
      {values.map((value) => (
        <FacetButton
          key={value.value}
          label={!showValue || value.label === value.value ? value.label : `${value.value}. ${value.label}`}
          count={value.count}
          active={selected === value.value}
          onClick={() => onSelect(selected === value.value ? '' : value.value)}
        />
      ))}
    </fieldset>
  );
}

function FacetButton({
  label,
  count,
  active,
  onClick,
}: {
  label: string;
  count: number | null;
  active: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={`flex items-start gap-2 rounded-md px-2 py-1 text-left text-sm hover:bg-accent ${active ? 'bg-accent font-medium' : ''}`}
    >
      <span className="min-w-0 flex-1 break-words">{label}</span>
      {count !== null && <span className="shrink-0 text-muted-foreground">{count.toLocaleString('en-US')}</span>}
      {active && <XIcon aria-label="clear" className="mt-0.5 size-3.5 shrink-0" />}
    </button>
  );
}

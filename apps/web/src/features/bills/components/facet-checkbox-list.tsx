import { formatCount } from '@statehouse/shared/common/plain-format';
import { useId, useState } from 'react';
import { Checkbox } from '@/components/ui/checkbox';

export type FacetOption = { value: string; label: string; count?: number };

type FacetCheckboxListProps = {
  legend: string;
  options: readonly FacetOption[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  /** Options shown before "Show all". */
  visible?: number;
};

/** A fieldset of checkboxes, one per value, each with the facet count of bills that match it. */
export function FacetCheckboxList({ legend, options, selected, onChange, visible = 8 }: FacetCheckboxListProps) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const chosen = new Set(selected);
  // Chosen values first, so a selection never hides behind "Show all".
  const ordered = [...options.filter((o) => chosen.has(o.value)), ...options.filter((o) => !chosen.has(o.value))];
  const shown = expanded ? ordered : ordered.slice(0, Math.max(visible, chosen.size));
  const toggle = (value: string, checked: boolean) =>
    onChange(checked ? [...selected, value] : selected.filter((item) => item !== value));

  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5">
      <legend className="mb-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{legend}</legend>
      {shown.length === 0 && <p className="text-xs text-muted-foreground">None in these results</p>}
      {shown.map((option) => {
        const checkboxId = `${id}-${option.value}`;
        return (
          <div key={option.value} className="flex items-center gap-2">
            <Checkbox
              id={checkboxId}
              checked={chosen.has(option.value)}
              onCheckedChange={(checked) => toggle(option.value, checked === true)}
            />
            <label htmlFor={checkboxId} className="flex min-w-0 flex-1 cursor-pointer items-center gap-2 text-sm">
              <span className="truncate">{option.label}</span>
              {option.count !== undefined && (
                <span className="ml-auto text-xs text-muted-foreground tabular-nums">
                  {formatCount(option.count)}
                  <span className="sr-only"> bills</span>
                </span>
              )}
            </label>
          </div>
        );
      })}
      {ordered.length > shown.length || expanded ? (
        <button
          type="button"
          className="w-fit text-xs font-medium text-primary underline-offset-4 hover:underline"
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? 'Show fewer' : `Show all ${ordered.length}`}
        </button>
      ) : null}
    </fieldset>
  );
}

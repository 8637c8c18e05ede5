import { billStatuses } from '@statehouse/shared/reference/bill-status';
import type { AdvancedFilters } from '@statehouse/shared/reports/reports.schemas';
import { useId } from 'react';
import { textareaClass } from '@/components/form/form-field';
import { Label } from '@/components/ui/label';
import { type BuilderState, parseBillIds, type SelectionMode } from '../utils/builder-state';

const modes: { value: SelectionMode; label: string; hint: string }[] = [
  { value: 'tracked', label: 'Tracked bills', hint: 'Every bill your team tracks, narrowed by state and status.' },
  { value: 'tags', label: 'By tag', hint: 'Tracked bills carrying any of the chosen tags.' },
  { value: 'bills', label: 'A list of bills', hint: 'Bill ids such as TX-892-HB-1, tracked or not.' },
];

const toggle = <T,>(values: T[], value: T) =>
  values.includes(value) ? values.filter((item) => item !== value) : [...values, value];

/** Which bills the report covers: the three ways to choose, each with its own controls. */
export function SelectionPicker({
  state,
  filters,
  onChange,
}: {
  state: BuilderState;
  filters: AdvancedFilters | undefined;
  onChange: (next: Partial<BuilderState>) => void;
}) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-sm font-medium">Bills</legend>
      <div role="radiogroup" aria-label="Choose bills" className="grid gap-2 sm:grid-cols-3">
        {modes.map((mode) => (
          <label
            key={mode.value}
            className="flex cursor-pointer flex-col gap-1 rounded-md border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <span className="flex items-center gap-2 font-medium">
              <input
                type="radio"
                name={`${id}-mode`}
                value={mode.value}
                checked={state.by === mode.value}
                onChange={() => onChange({ by: mode.value })}
              />
              {mode.label}
            </span>
            <span className="text-xs text-muted-foreground">{mode.hint}</span>
          </label>
        ))}
      </div>

      {state.by === 'tags' && (
        <div className="flex flex-col gap-2">
          {filters && filters.tags.length === 0 && (
            <p className="text-sm text-muted-foreground">You have no tags yet: tag bills to report on them by tag.</p>
          )}
          <fieldset className="flex flex-wrap gap-2">
            <legend className="mb-2 w-full text-sm font-medium">Tags</legend>
            {filters?.tags.map((tag) => (
              <label
                key={tag.id}
                className="flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5"
              >
                <input
                  type="checkbox"
                  checked={state.tagIds.includes(tag.id)}
                  onChange={() => onChange({ tagIds: toggle(state.tagIds, tag.id) })}
                />
                <span aria-hidden="true" className="size-2.5 rounded-full" style={{ backgroundColor: tag.color }} />
                {tag.name}
              </label>
            ))}
          </fieldset>
          {state.tagIds.length === 0 && <p className="text-xs text-muted-foreground">Choose at least one tag.</p>}
        </div>
      )}

      {state.by === 'tracked' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-2">
            <fieldset className="flex flex-wrap gap-2">
              <legend className="mb-2 w-full text-sm font-medium">States</legend>
              {filters?.states.map((option) => (
                <label key={option.value} className="flex items-center gap-2 rounded-md border px-2 py-1 text-sm">
                  <input
                    type="checkbox"
                    checked={state.states.includes(option.value)}
                    onChange={() => onChange({ states: toggle(state.states, option.value) })}
                  />
                  {option.label}
                </label>
              ))}
            </fieldset>
            <p className="text-xs text-muted-foreground">None chosen: every state.</p>
          </div>
          <div className="flex flex-col gap-2">
            <fieldset className="flex flex-wrap gap-2">
              <legend className="mb-2 w-full text-sm font-medium">Status</legend>
              {billStatuses
                .filter((status) => status.value <= 6)
                .map((status) => (
                  <label key={status.value} className="flex items-center gap-2 rounded-md border px-2 py-1 text-sm">
                    <input
                      type="checkbox"
                      checked={state.statuses.includes(status.value)}
                      onChange={() => onChange({ statuses: toggle(state.statuses, status.value) })}
                    />
                    {status.label}
                  </label>
                ))}
            </fieldset>
          </div>
        </div>
      )}

      {state.by === 'bills' && (
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-bills`}>Bill ids</Label>
          <textarea
            id={`${id}-bills`}
            className={textareaClass}
            defaultValue={state.billIds.join('\n')}
            placeholder={'TX-892-HB-1\nCO-251-SB-2'}
            aria-describedby={`${id}-bills-hint`}
            onBlur={(event) => onChange({ billIds: parseBillIds(event.target.value) })}
          />
          <p id={`${id}-bills-hint`} className="text-xs text-muted-foreground">
            One per line or separated by commas; the id is on each bill’s page (state, session, type and number).
          </p>
        </div>
      )}
    </fieldset>
  );
}

import { states } from '@statehouse/shared/reference/states';
import { useId } from 'react';
import { Label } from '@/components/ui/label';

/** One state or every state (ALL / empty): the portal pages' state filter. */
export function StateSelect({
  value,
  onChange,
  allLabel = 'All states',
  only,
}: {
  value: string;
  onChange: (value: string) => void;
  allLabel?: string;
  /** The states to offer (those with data); every state when absent. */
  only?: readonly string[];
}) {
  const id = useId();
  const options = only ? states.filter((state) => only.includes(state.id)) : states;
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="text-sm text-muted-foreground">
        State
      </Label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-9 min-w-0 rounded-md border bg-background px-2 text-sm"
      >
        <option value="">{allLabel}</option>
        {options.map((state) => (
          <option key={state.id} value={state.id}>
            {state.name}
          </option>
        ))}
      </select>
    </div>
  );
}

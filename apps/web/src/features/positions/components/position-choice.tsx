import {
  type BillPositionValue,
  billPositionLabels,
  billPositionValues,
} from '@statehouse/shared/positions/positions.schemas';
import { cn } from '@/lib/utils';

/** Each stance's colour when chosen: support green, oppose red, amend amber, neutral and monitor quiet. */
export const positionTone: Record<BillPositionValue, string> = {
  support: 'bg-emerald-600 text-white border-emerald-600',
  oppose: 'bg-red-600 text-white border-red-600',
  neutral: 'bg-slate-600 text-white border-slate-600',
  monitor: 'bg-sky-700 text-white border-sky-700',
  amend: 'bg-amber-500 text-black border-amber-500',
};

/**
 * The five positions as one segmented choice. Native radio buttons underneath, so arrow keys move the choice and
 * a screen reader announces "Support, radio button, 1 of 5".
 */
export function PositionChoice({
  name,
  legend,
  value,
  onChange,
  disabled,
}: {
  name: string;
  legend: string;
  value: BillPositionValue | null;
  onChange: (value: BillPositionValue) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className="sr-only">{legend}</legend>
      <div className="grid grid-cols-5 overflow-hidden rounded-md border">
        {billPositionValues.map((option) => {
          const checked = value === option;
          return (
            <label
              key={option}
              className={cn(
                'flex cursor-pointer items-center justify-center border-l px-1 py-2 text-xs font-medium first:border-l-0 sm:text-sm',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-inset',
                checked ? positionTone[option] : 'bg-background hover:bg-accent',
                disabled && 'cursor-not-allowed opacity-70',
              )}
            >
              <input
                type="radio"
                className="sr-only"
                name={name}
                value={option}
                checked={checked}
                onChange={() => onChange(option)}
              />
              {billPositionLabels[option]}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

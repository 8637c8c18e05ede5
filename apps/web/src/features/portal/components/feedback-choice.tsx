import {
  type BillPositionValue,
  billPositionLabels,
  billPositionValues,
} from '@statehouse/shared/positions/positions.schemas';
import { cn } from '@/lib/utils';

/** The intake's two choices as native radio groups: a position, and an impact rating from 1 (little) to 5 (severe). */
export function FeedbackChoice({
  position,
  onPosition,
  impact,
  onImpact,
}: {
  position: BillPositionValue | null;
  onPosition: (value: BillPositionValue) => void;
  impact: number;
  onImpact: (value: number) => void;
}) {
  const option = (checked: boolean) =>
    cn(
      'flex cursor-pointer items-center justify-center rounded-md border px-2 py-2 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
      checked ? 'border-primary bg-primary text-primary-foreground' : 'bg-background hover:bg-accent',
    );
  return (
    <>
      <fieldset className="flex min-w-0 flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">Position</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
          {billPositionValues.map((value) => (
            <label key={value} className={option(position === value)}>
              <input
                type="radio"
                name="portal-position"
                value={value}
                checked={position === value}
                onChange={() => onPosition(value)}
                className="sr-only"
              />
              {billPositionLabels[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="flex min-w-0 flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">Impact on you (1 little, 5 severe)</legend>
        <div className="grid grid-cols-5 gap-2">
          {[1, 2, 3, 4, 5].map((value) => (
            <label key={value} className={option(impact === value)}>
              <input
                type="radio"
                name="portal-impact"
                value={value}
                checked={impact === value}
                onChange={() => onImpact(value)}
                className="sr-only"
                aria-label={`Impact ${value}`}
              />
              {value}
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}

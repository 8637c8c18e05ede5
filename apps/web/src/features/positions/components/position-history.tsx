import {
  type BillPositionChange,
  type BillPositionValue,
  billPositionLabels,
} from '@statehouse/shared/positions/positions.schemas';
import { formatWhen } from './position-editor';

const label = (value: BillPositionValue | null) => (value ? billPositionLabels[value] : 'none');

/** What one change did, in words: "Support → Oppose", "took Support", "withdrew Oppose". */
export function describeChange(change: Pick<BillPositionChange, 'from' | 'to'>): string {
  if (change.to === null) return `Withdrew ${label(change.from)}`;
  if (change.from === null) return `Took ${label(change.to)}`;
  if (change.from === change.to) return `Kept ${label(change.to)}, new note`;
  return `${label(change.from)} → ${label(change.to)}`;
}

/** Every change of the account's positions on the bill, newest first, behind a disclosure. */
export function PositionHistory({ history }: { history: BillPositionChange[] }) {
  if (history.length === 0) return null;
  return (
    <details className="group rounded-md border px-3 py-2">
      <summary className="cursor-pointer text-sm font-medium">History ({history.length})</summary>
      <ol aria-label="Position history" className="mt-2 flex flex-col divide-y">
        {history.map((change) => (
          <li key={change.id} className="flex flex-col gap-0.5 py-2 text-sm">
            <span>
              <span className="font-medium">{describeChange(change)}</span>
              {change.tag && <span className="text-muted-foreground"> · {change.tag.name}</span>}
            </span>
            <span className="text-xs text-muted-foreground">
              {change.changedBy.name} · {formatWhen(change.changedAt)}
            </span>
            {change.note && <span className="text-muted-foreground whitespace-pre-wrap">“{change.note}”</span>}
          </li>
        ))}
      </ol>
    </details>
  );
}

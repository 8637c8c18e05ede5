import { ArrowDownIcon, ArrowUpIcon } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';

export type SortOrder = 'asc' | 'desc';

/** "Sort by" a field, and a button that flips the order: the sort control of every list page. */
export function ListSort<Field extends string>({
  value,
  order,
  options,
  onSort,
  onOrder,
}: {
  value: Field;
  order: SortOrder;
  options: readonly { value: Field; label: string }[];
  /** A new field: the list picks that field's natural order. */
  onSort: (field: Field) => void;
  onOrder: (order: SortOrder) => void;
}) {
  const id = useId();
  return (
    <div className="ml-auto flex items-center gap-1">
      <label htmlFor={`${id}-sort`} className="text-sm text-muted-foreground">
        Sort by
      </label>
      <select
        id={`${id}-sort`}
        value={value}
        onChange={(event) => onSort(event.target.value as Field)}
        className="h-8 rounded-md border border-input bg-background px-2 text-sm"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label={order === 'asc' ? 'Ascending order; switch to descending' : 'Descending order; switch to ascending'}
        onClick={() => onOrder(order === 'asc' ? 'desc' : 'asc')}
      >
        {order === 'asc' ? <ArrowUpIcon /> : <ArrowDownIcon />}
      </Button>
    </div>
  );
}

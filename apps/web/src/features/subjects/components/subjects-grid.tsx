import { formatCount } from '@statehouse/shared/common/plain-format';
import type { SubjectsResponse } from '@statehouse/shared/subjects/subjects.schemas';
import { SearchXIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { EntityLink } from '@/components/entity-link';
import { ListError } from '@/components/list-page/list-page';
import { ListResults, ListSkeleton } from '@/components/list-page/list-results';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

type SubjectsGridProps = {
  items: SubjectsResponse['items'] | undefined;
  isError?: boolean;
  errorMessage?: string;
  onRetry?: () => void;
  /** What the counts cover, e.g. "Texas · 89th Legislature, 2nd Called Session". */
  scopeLabel?: string;
};

type Order = 'count' | 'name';

/** Every subject as a card with its bill count, linking to the subject's bills. */
export function SubjectsGrid({ items, isError, errorMessage, onRetry, scopeLabel }: SubjectsGridProps) {
  const id = useId();
  const [filter, setFilter] = useState('');
  const [order, setOrder] = useState<Order>('count');

  if (isError) {
    return <ListError what="subjects" message={errorMessage} onRetry={onRetry} />;
  }

  const needle = filter.trim().toLowerCase();
  const shown = (items ?? [])
    .filter((item) => item.label.toLowerCase().includes(needle))
    .sort((a, b) => (order === 'count' ? b.billCount - a.billCount : 0) || a.label.localeCompare(b.label));

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={id} className="sr-only">
          Filter subjects
        </label>
        <Input
          id={id}
          type="search"
          placeholder="Filter subjects"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          className="h-9 max-w-xs"
        />
        <fieldset className="flex items-center gap-1 text-sm">
          <legend className="sr-only">Order</legend>
          {(['count', 'name'] as const).map((value) => (
            <Button
              key={value}
              size="sm"
              variant={order === value ? 'secondary' : 'ghost'}
              aria-pressed={order === value}
              onClick={() => setOrder(value)}
            >
              {value === 'count' ? 'Most bills' : 'A–Z'}
            </Button>
          ))}
        </fieldset>
        {scopeLabel && <p className="text-sm text-muted-foreground sm:ml-auto">{scopeLabel}</p>}
      </div>
      <ListResults
        // The error was drawn above, in place of the whole grid; here the subjects load, are filtered, or are drawn.
        query={{ data: items, isError: false, error: null, refetch: () => undefined }}
        what="subjects"
        rows={() => shown}
        skeleton={
          <ListSkeleton
            label="Loading subjects"
            rows={12}
            rowClassName="h-16"
            className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
          />
        }
        empty={
          needle ? (
            <EmptyState
              icon={SearchXIcon}
              title={`No subject matches “${filter}”.`}
              reason="Subjects are matched by their name: try a shorter part of it, or clear the filter."
            />
          ) : (
            <EmptyState
              icon={SearchXIcon}
              title="No subjects here"
              reason="The bills loaded for this state and session carry no subjects."
            />
          )
        }
      >
        {(subjects) => (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {subjects.map((subject) => (
              <li key={subject.value}>
                <EntityLink
                  kind="subject"
                  id={subject.value}
                  className={cn(
                    'flex h-full items-center justify-between gap-3 rounded-lg border bg-card p-4 shadow-xs transition-colors hover:border-primary/40 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                    subject.billCount === 0 && 'opacity-60',
                  )}
                >
                  <span className="font-medium">{subject.label}</span>
                  <span className="shrink-0 rounded-full bg-secondary px-2 py-0.5 text-sm text-secondary-foreground tabular-nums">
                    {formatCount(subject.billCount)}
                    <span className="sr-only"> {subject.billCount === 1 ? 'bill' : 'bills'}</span>
                  </span>
                </EntityLink>
              </li>
            ))}
          </ul>
        )}
      </ListResults>
    </div>
  );
}

import {
  type AccountCompanySummary,
  companyPositions,
  companyPriorities,
} from '@statehouse/shared/companies/companies.schemas';
import { type FormEvent, useId, useState } from 'react';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { formatDay } from '@/lib/format-date';
import { useCompanySummary } from '../api/get-company-summary';
import { useSaveCompanySummary } from '../api/save-company-summary';

const selectClass =
  'h-9 rounded-md border border-input bg-background px-3 text-sm shadow-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';
const label = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** The account's own profile of the company (position, priority, notes): seen and edited by the team only. */
export function CompanySummaryPanel({ companyId }: { companyId: number }) {
  const query = useCompanySummary(companyId);
  return (
    <QueryState query={query} label="summary">
      {(data) => (
        <CompanySummaryForm key={data.summary?.updatedAt ?? 'new'} companyId={companyId} summary={data.summary} />
      )}
    </QueryState>
  );
}

export function CompanySummaryForm({
  companyId,
  summary,
}: {
  companyId: number;
  summary: AccountCompanySummary | null;
}) {
  const id = useId();
  const [position, setPosition] = useState(summary?.position ?? 'unknown');
  const [priority, setPriority] = useState(summary?.priority ?? 'medium');
  const [notes, setNotes] = useState(summary?.notes ?? '');
  const save = useSaveCompanySummary(companyId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { position, priority, notes },
      {
        onSuccess: () => toast({ title: 'Summary saved' }),
        onError: (error) => toast({ variant: 'destructive', title: 'Summary not saved', description: error.message }),
      },
    );
  };
  return (
    <form onSubmit={submit} className="flex max-w-2xl flex-col gap-4" aria-label="Your account’s summary">
      <p className="text-sm text-muted-foreground">
        Your team’s own view of this company. Only people in your account see it.
        {summary?.updatedBy && ` Last changed by ${summary.updatedBy} on ${formatDay(summary.updatedAt)}.`}
      </p>
      <div className="flex flex-wrap gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-position`} className="text-sm font-medium">
            Position
          </label>
          <select
            id={`${id}-position`}
            className={selectClass}
            value={position}
            onChange={(event) => setPosition(event.target.value as typeof position)}
          >
            {companyPositions.map((value) => (
              <option key={value} value={value}>
                {label(value)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-priority`} className="text-sm font-medium">
            Priority
          </label>
          <select
            id={`${id}-priority`}
            className={selectClass}
            value={priority}
            onChange={(event) => setPriority(event.target.value as typeof priority)}
          >
            {companyPriorities.map((value) => (
              <option key={value} value={value}>
                {label(value)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-notes`} className="text-sm font-medium">
          Notes
        </label>
        <textarea
          id={`${id}-notes`}
          className="min-h-28 rounded-md border border-input bg-background px-3 py-2 text-sm shadow-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          maxLength={10_000}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
        />
      </div>
      <div>
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save summary'}
        </Button>
      </div>
    </form>
  );
}

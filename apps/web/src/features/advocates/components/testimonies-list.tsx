import { testimonyStatuses } from '@statehouse/shared/advocates/advocates.schemas';
import { FileTextIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ListPage } from '@/components/list-page/list-page';
import { ListResults, ListSkeleton } from '@/components/list-page/list-results';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';
import { useTestimonies } from '../api/get-testimonies';
import { NewTestimonyForm } from './new-testimony-form';
import { positionLabel, TestimonyStatusBadge } from './testimony-status-badge';

/** /testimonies: testimony of the account's advocates (an advocate's own), by status; a new draft at the top. */
export function TestimoniesList({
  status,
  onStatusChange,
  onCreated,
}: {
  status: string;
  onStatusChange: (status: string) => void;
  onCreated: (id: number) => void;
}) {
  const testimonies = useTestimonies({ status: status || undefined });
  const [drafting, setDrafting] = useState(false);
  return (
    <ListPage
      title="Testimonies"
      description="Testimony your advocates draft, the organization approves, and they file for a hearing."
      count={
        testimonies.data
          ? `${testimonies.data.data.length} ${testimonies.data.data.length === 1 ? 'testimony' : 'testimonies'}`
          : 'Loading…'
      }
      activeFilterCount={status ? 1 : 0}
      actions={
        <Button size="sm" onClick={() => setDrafting((open) => !open)} aria-expanded={drafting}>
          {drafting ? 'Close' : 'New testimony'}
        </Button>
      }
      filters={
        <div className="flex items-center gap-2">
          <label htmlFor="testimony-status" className="text-sm text-muted-foreground">
            Status
          </label>
          <select
            id="testimony-status"
            value={status}
            onChange={(event) => onStatusChange(event.target.value)}
            className="h-9 rounded-md border bg-background px-2 text-sm"
          >
            <option value="">Any</option>
            {testimonyStatuses.map((value) => (
              <option key={value} value={value}>
                {value[0]!.toUpperCase() + value.slice(1)}
              </option>
            ))}
          </select>
        </div>
      }
    >
      {drafting && (
        <SectionCard title="New testimony" description="A draft, until the organization approves it.">
          <NewTestimonyForm onCreated={onCreated} />
        </SectionCard>
      )}
      <ListResults
        query={testimonies}
        what="testimonies"
        rows={(data) => data.data}
        skeleton={<ListSkeleton label="Loading testimonies" />}
        empty={
          <EmptyState
            icon={FileTextIcon}
            title={status ? `No ${status} testimony` : 'No testimony yet'}
            reason={
              status
                ? 'No testimony has this status. Choose another status, or any.'
                : 'Start a draft on a bill your advocates track with New testimony.'
            }
          />
        }
      >
        {(rows) => (
          <ul aria-label="Testimonies" className="divide-y rounded-lg border">
            {rows.map((testimony) => (
              <li
                key={testimony.id}
                className="flex min-w-0 flex-col gap-1 p-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <Link
                    to={paths.lobbyist.testimony(String(testimony.id))}
                    className="font-medium text-primary break-words hover:underline"
                  >
                    {testimony.bill.identifier} · {positionLabel(testimony.position)}
                  </Link>
                  <p className="truncate text-xs text-muted-foreground">
                    {testimony.advocate.name}
                    {testimony.hearing
                      ? ` · ${testimony.hearing.committeeName ?? testimony.hearing.name}, ${formatDateTime(testimony.hearing.startTime)}`
                      : ''}
                  </p>
                </div>
                <TestimonyStatusBadge status={testimony.status} />
              </li>
            ))}
          </ul>
        )}
      </ListResults>
    </ListPage>
  );
}

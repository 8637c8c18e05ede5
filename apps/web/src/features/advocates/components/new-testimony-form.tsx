import { testimonyPositions } from '@statehouse/shared/testimony/testimony.schemas';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatDateTime } from '@/lib/format-date';
import { useCreateTestimony } from '../api/change-testimony';
import { useAdvocateDashboard } from '../api/get-advocate-dashboard';
import { positionLabel } from './testimony-status-badge';

/** Starts a draft: the bill, its hearing from the calendar (the bills advocates track), the position, a statement. */
export function NewTestimonyForm({ onCreated }: { onCreated: (id: number) => void }) {
  const [billId, setBillId] = useState('');
  const [eventId, setEventId] = useState('');
  const [position, setPosition] = useState<(typeof testimonyPositions)[number]>('for');
  const [statement, setStatement] = useState('');
  const hearings = useAdvocateDashboard('ALL').data?.hearings ?? [];
  const create = useCreateTestimony({ onSuccess: (testimony) => onCreated(testimony.id) });
  const billKey = billId.trim().toUpperCase();
  const billHearings = hearings.filter((hearing) => hearing.bill.id.toUpperCase() === billKey);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ billId: billId.trim(), eventId: eventId || undefined, position, statement });
  };
  return (
    <form onSubmit={submit} aria-label="New testimony" className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      <div className="flex flex-col gap-1">
        <Label htmlFor="testimony-bill">Bill id</Label>
        <Input
          id="testimony-bill"
          required
          placeholder="TX-892-HB-1"
          value={billId}
          list="testimony-hearing-bills"
          onChange={(event) => {
            setBillId(event.target.value);
            setEventId('');
          }}
        />
        <datalist id="testimony-hearing-bills">
          {[...new Set(hearings.map((hearing) => hearing.bill.id))].map((id) => (
            <option key={id} value={id} />
          ))}
        </datalist>
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="testimony-position">Position</Label>
        <select
          id="testimony-position"
          value={position}
          onChange={(event) => setPosition(event.target.value as typeof position)}
          className="h-9 rounded-md border bg-background px-2 text-sm"
        >
          {testimonyPositions.map((value) => (
            <option key={value} value={value}>
              {positionLabel(value)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1 sm:col-span-2">
        <Label htmlFor="testimony-hearing">Hearing</Label>
        <select
          id="testimony-hearing"
          value={eventId}
          onChange={(event) => setEventId(event.target.value)}
          className="h-9 min-w-0 rounded-md border bg-background px-2 text-sm"
        >
          <option value="">
            {billHearings.length > 0 ? 'Choose the hearing' : 'No upcoming hearing of this bill'}
          </option>
          {billHearings.map((hearing) => (
            <option key={hearing.eventId} value={hearing.eventId}>
              {formatDateTime(hearing.startTime)} · {hearing.committeeName ?? hearing.name}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1 sm:col-span-2">
        <Label htmlFor="testimony-statement">Written statement</Label>
        <textarea
          id="testimony-statement"
          rows={4}
          value={statement}
          onChange={(event) => setStatement(event.target.value)}
          className="min-w-0 rounded-md border bg-background p-2 text-sm"
        />
      </div>
      {create.isError && (
        <p role="alert" className="text-sm text-destructive sm:col-span-2">
          {create.error.message}
        </p>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Saving...' : 'Save draft'}
        </Button>
      </div>
    </form>
  );
}

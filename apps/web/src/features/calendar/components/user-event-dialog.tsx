import type { CalendarEvent, CreateUserEventRequest } from '@statehouse/shared/calendar/calendar.schemas';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useDeleteUserEvent } from '../api/delete-user-event';
import { useSaveUserEvent } from '../api/save-user-event';

/** 'YYYY-MM-DDTHH:mm' of an instant in the viewer's zone (what a datetime-local input holds). */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export type UserEventDraft = { event?: CalendarEvent; date: string };

/**
 * Add or change one of your events, or a team event (admins and full users). Times are entered in the viewer's
 * own zone; an all-day event keeps only its date.
 */
export function UserEventDialog({
  draft,
  canWriteTeamEvents,
  onClose,
}: {
  draft: UserEventDraft | null;
  canWriteTeamEvents: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog open={draft !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        {draft && (
          <UserEventForm
            key={draft.event?.id ?? draft.date}
            draft={draft}
            canWriteTeamEvents={canWriteTeamEvents}
            onClose={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function UserEventForm({
  draft,
  canWriteTeamEvents,
  onClose,
}: {
  draft: UserEventDraft;
  canWriteTeamEvents: boolean;
  onClose: () => void;
}) {
  const id = useId();
  const save = useSaveUserEvent();
  const remove = useDeleteUserEvent();
  const existing = draft.event;
  const [allDay, setAllDay] = useState(existing?.allDay ?? false);
  const [error, setError] = useState<string | null>(null);
  const startDefault = existing ? toLocalInput(existing.startTime) : `${draft.date}T09:00`;
  const endDefault = existing?.endTime ? toLocalInput(existing.endTime) : '';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const start = text('start');
    const end = text('end');
    if (!text('title')) return setError('Give the event a title.');
    if (!start) return setError('Choose when it starts.');
    // An all-day event is stored as midnight UTC of its date, where the calendar reads all-day items.
    const startTime = allDay ? `${start.slice(0, 10)}T00:00:00.000Z` : new Date(start).toISOString();
    const endTime = end ? (allDay ? `${end.slice(0, 10)}T00:00:00.000Z` : new Date(end).toISOString()) : null;
    if (endTime && endTime < startTime) return setError('The end must not be before the start.');
    const body: CreateUserEventRequest = {
      title: text('title'),
      location: text('location'),
      description: text('description'),
      startTime,
      endTime,
      allDay,
      stateCode: text('state') || null,
      scope: text('scope') === 'account' ? 'account' : 'personal',
    };
    setError(null);
    try {
      await save.mutateAsync({ id: existing?.userEvent?.id, body });
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The event could not be saved.');
    }
  };

  const deleteEvent = async () => {
    if (!existing?.userEvent) return;
    try {
      await remove.mutateAsync(existing.userEvent.id);
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The event could not be deleted.');
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>{existing ? 'Edit event' : 'Add an event'}</DialogTitle>
        <DialogDescription>
          Personal events are yours alone; team events show on everyone's calendar in your account.
        </DialogDescription>
      </DialogHeader>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-title`}>Title</Label>
        <Input id={`${id}-title`} name="title" defaultValue={existing?.title ?? ''} maxLength={200} required />
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={allDay} onChange={(event) => setAllDay(event.target.checked)} />
        All day
      </label>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-start`}>Starts</Label>
          <Input
            id={`${id}-start`}
            name="start"
            type={allDay ? 'date' : 'datetime-local'}
            defaultValue={allDay ? startDefault.slice(0, 10) : startDefault}
            key={`start-${allDay}`}
            required
          />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-end`}>Ends (optional)</Label>
          <Input
            id={`${id}-end`}
            name="end"
            type={allDay ? 'date' : 'datetime-local'}
            defaultValue={allDay ? endDefault.slice(0, 10) : endDefault}
            key={`end-${allDay}`}
          />
        </div>
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-location`}>Location</Label>
        <Input id={`${id}-location`} name="location" defaultValue={existing?.location ?? ''} maxLength={500} />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-description`}>Notes</Label>
        <textarea
          id={`${id}-description`}
          name="description"
          defaultValue={existing?.description ?? ''}
          rows={3}
          maxLength={4000}
          className="rounded-md border border-input bg-background px-3 py-2 text-sm"
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-state`}>State (optional)</Label>
          <Input
            id={`${id}-state`}
            name="state"
            defaultValue={existing?.stateCode ?? ''}
            maxLength={2}
            placeholder="e.g. SD"
            className="uppercase"
          />
        </div>
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 text-sm font-medium">Who sees it</legend>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="scope"
              value="personal"
              defaultChecked={existing?.userEvent?.scope !== 'account'}
            />
            Only me
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="scope"
              value="account"
              disabled={!canWriteTeamEvents}
              defaultChecked={existing?.userEvent?.scope === 'account'}
            />
            My team{canWriteTeamEvents ? '' : ' (admins and full users)'}
          </label>
        </fieldset>
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <DialogFooter className="gap-2">
        {existing?.userEvent && (
          <Button type="button" variant="destructive" onClick={deleteEvent} disabled={remove.isPending}>
            Delete
          </Button>
        )}
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
      </DialogFooter>
    </form>
  );
}

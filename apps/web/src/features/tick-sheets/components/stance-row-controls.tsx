import {
  type TickSheetMember,
  type TickStance,
  tickStanceLabels,
  tickStances,
} from '@statehouse/shared/tick-sheets/tick-sheets.schemas';
import { useEffect, useState } from 'react';
import { Input } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { useSetTickSheetEntry } from '../api/set-tick-sheet-entry';

const selectClass =
  'h-9 rounded-md border border-input bg-background px-2 text-sm shadow-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60';

/** A last-contact date as the date input holds it (YYYY-MM-DD) and back (noon UTC, so no zone moves the day). */
const toDateInput = (iso: string | null) => iso?.slice(0, 10) ?? '';
const fromDateInput = (value: string) => (value ? `${value}T12:00:00Z` : null);

/**
 * One member's stance (a select: arrow keys change it), note and last contact. Each change is saved at once with the
 * row's other values (the call replaces the row); the note saves when it loses focus or on Enter.
 */
export function StanceRowControls({
  billId,
  member,
  canEdit,
  layout,
}: {
  billId: string;
  member: TickSheetMember;
  canEdit: boolean;
  layout: 'row' | 'card';
}) {
  const save = useSetTickSheetEntry(billId);
  const [note, setNote] = useState(member.note);
  useEffect(() => setNote(member.note), [member.note]);

  const submit = (changes: { stance?: TickStance; note?: string; lastContactAt?: string | null }) =>
    save.mutate(
      {
        memberId: member.memberId,
        stance: changes.stance ?? member.stance,
        note: changes.note ?? note,
        lastContactAt: changes.lastContactAt === undefined ? member.lastContactAt : changes.lastContactAt,
      },
      {
        onError: (error) =>
          toast({ variant: 'destructive', title: `Not saved for ${member.name}`, description: error.message }),
      },
    );
  const saveNote = () => {
    if (note.trim() !== member.note) submit({ note: note.trim() });
  };

  // In the table each control is a cell; on a card they stack.
  const Cell = layout === 'row' ? 'td' : 'div';
  const cellClass = layout === 'row' ? 'px-3 py-2' : undefined;
  const controls = (
    <>
      <Cell className={cellClass}>
        <select
          aria-label={`Stance of ${member.name}`}
          className={selectClass}
          value={member.stance}
          disabled={!canEdit}
          onChange={(event) => submit({ stance: event.target.value as TickStance })}
        >
          {tickStances.map((stance) => (
            <option key={stance} value={stance}>
              {tickStanceLabels[stance]}
            </option>
          ))}
        </select>
      </Cell>
      <Cell className={cellClass}>
        <Input
          aria-label={`Note on ${member.name}`}
          placeholder={canEdit ? 'Last contact note' : ''}
          value={note}
          disabled={!canEdit}
          maxLength={2000}
          onChange={(event) => setNote(event.target.value)}
          onBlur={saveNote}
          onKeyDown={(event) => {
            if (event.key === 'Enter') saveNote();
          }}
          className="min-w-40"
        />
      </Cell>
      <Cell className={cellClass}>
        <Input
          type="date"
          aria-label={`Last contact with ${member.name}`}
          value={toDateInput(member.lastContactAt)}
          disabled={!canEdit}
          onChange={(event) => submit({ lastContactAt: fromDateInput(event.target.value) })}
          className="w-36"
        />
      </Cell>
    </>
  );
  return layout === 'row' ? controls : <div className="grid gap-2">{controls}</div>;
}

import {
  RELATIONSHIP_NOTES_MAX,
  type Relationship,
  relationshipStrengthLabels,
} from '@statehouse/shared/relationships/relationships.schemas';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useUsers } from '@/lib/api/get-users';

export type RelationshipFormValues = {
  userId?: number;
  strength: number;
  notes: string;
  lastContactAt: string | null;
};

const fieldClass =
  'h-9 rounded-md border border-input bg-background px-2 text-sm shadow-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** Last contact as a date (noon UTC, so no time zone moves the day). */
const toDateInput = (iso: string | null | undefined) => iso?.slice(0, 10) ?? '';
const fromDateInput = (value: string) => (value ? `${value}T12:00:00Z` : null);

/**
 * Adds or edits a relationship: who on the team (default: you), strength 1-5, last contact and notes. The server
 * checks the same rules (one relationship per team member and person, strength 1-5) and its message is shown.
 */
export function RelationshipForm({
  initial,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  initial?: Relationship;
  submitLabel: string;
  pending: boolean;
  error: string | null;
  onSubmit: (values: RelationshipFormValues) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const team = useUsers();
  const [userId, setUserId] = useState<string>(initial ? String(initial.user.id) : '');
  const [strength, setStrength] = useState(String(initial?.strength ?? 3));
  const [lastContact, setLastContact] = useState(toDateInput(initial?.lastContactAt));
  const [notes, setNotes] = useState(initial?.notes ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({
      userId: userId ? Number(userId) : undefined,
      strength: Number(strength),
      notes: notes.trim(),
      lastContactAt: fromDateInput(lastContact),
    });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3 rounded-lg border bg-muted/20 p-3" aria-label={submitLabel}>
      <div className="grid gap-3 sm:grid-cols-3">
        <div className="flex flex-col gap-1 text-sm">
          <label htmlFor={`${id}-user`}>Team member</label>
          <select
            id={`${id}-user`}
            className={fieldClass}
            value={userId}
            onChange={(event) => setUserId(event.target.value)}
          >
            {!initial && <option value="">Me</option>}
            {(team.data?.data ?? [])
              .filter((user) => user.status === 'active')
              .map((user) => (
                <option key={user.id} value={user.id}>
                  {`${user.firstName} ${user.lastName}`.trim() || user.username}
                </option>
              ))}
          </select>
        </div>
        <div className="flex flex-col gap-1 text-sm">
          <label htmlFor={`${id}-strength`}>Strength</label>
          <select
            id={`${id}-strength`}
            className={fieldClass}
            value={strength}
            onChange={(event) => setStrength(event.target.value)}
          >
            {[1, 2, 3, 4, 5].map((value) => (
              <option key={value} value={value}>
                {value} · {relationshipStrengthLabels[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1 text-sm">
          <label htmlFor={`${id}-contact`}>Last contact</label>
          <Input
            id={`${id}-contact`}
            type="date"
            value={lastContact}
            onChange={(event) => setLastContact(event.target.value)}
          />
        </div>
      </div>
      <div className="flex flex-col gap-1 text-sm">
        <label htmlFor={`${id}-notes`}>Notes</label>
        <textarea
          id={`${id}-notes`}
          className="min-h-20 rounded-md border border-input bg-background px-3 py-2 text-sm shadow-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          maxLength={RELATIONSHIP_NOTES_MAX}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
        />
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={pending}>
          {submitLabel}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

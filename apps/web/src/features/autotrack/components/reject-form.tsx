import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/** Why a match is rejected: the reason teaches the matcher (bills like it score lower) and is kept with the match. */
export function RejectForm({
  onReject,
  onCancel,
  pending,
  label = 'Reason for rejecting',
}: {
  onReject: (reason: string) => void;
  onCancel: () => void;
  pending: boolean;
  label?: string;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const tooShort = reason.trim().length < 3;
  return (
    <form
      className="flex min-w-0 flex-col gap-2 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        if (!tooShort) onReject(reason.trim());
      }}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <Input
          id={id}
          value={reason}
          maxLength={500}
          placeholder="e.g. We do not run campgrounds"
          onChange={(event) => setReason(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onCancel();
          }}
          // The form opens on the user's Reject: typing the reason comes next.
          autoFocus
        />
      </div>
      <div className="flex gap-2">
        <Button type="submit" variant="destructive" size="sm" disabled={tooShort || pending}>
          Reject
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

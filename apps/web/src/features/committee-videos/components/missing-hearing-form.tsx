import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useReportMissingLive } from '../api/report-missing-live';

/** "A hearing I expected is not here": a short report the data team reads. */
export function MissingHearingForm({ stateCode }: { stateCode?: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const report = useReportMissingLive();
  if (report.isSuccess) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Thank you: your report of a missing hearing was received.
      </p>
    );
  }
  if (!open) {
    return (
      <Button variant="link" size="sm" className="px-0" onClick={() => setOpen(true)}>
        Report a missing hearing
      </Button>
    );
  }
  return (
    <form
      className="flex max-w-xl flex-col gap-2 text-left"
      onSubmit={(event) => {
        event.preventDefault();
        report.mutate({ report: text, ...(stateCode ? { stateCode } : {}) });
      }}
    >
      <label htmlFor={id} className="text-sm font-medium">
        Which hearing is missing? (state, committee, date, a link if you have one)
      </label>
      <textarea
        id={id}
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={3}
        className="rounded-md border bg-background p-2 text-sm"
      />
      {report.isError && (
        <p role="alert" className="text-sm text-destructive">
          {report.error instanceof ApiError ? report.error.message : 'The report could not be sent. Try again.'}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={report.isPending || text.trim().length < 10}>
          Send report
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

import {
  type ReportFormat,
  type ReportRun,
  reportFormatLabels,
  reportFormats,
} from '@statehouse/shared/reports/reports.schemas';
import { DownloadIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { selectClass } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { buildUrl } from '@/lib/api-client';
import type { ReportCallKind } from '../api/report-keys';
import { useRunReport } from '../api/run-report';

/** Seconds since `running` turned true, ticking while it stays true. */
function useElapsedSeconds(running: boolean) {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (!running) return;
    setSeconds(0);
    const started = Date.now();
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 500);
    return () => clearInterval(timer);
  }, [running]);
  return seconds;
}

/** Starts the browser's download of a stored report. */
function startDownload(run: ReportRun) {
  if (!run.downloadUrl) return;
  const link = document.createElement('a');
  link.href = buildUrl(run.downloadUrl);
  link.download = run.fileName ?? '';
  document.body.append(link);
  link.click();
  link.remove();
}

/** The format and the Download button; while the file is built, a progress bar with the time it has taken. */
export function ReportDownload({
  kind,
  body,
  format,
  onFormatChange,
}: {
  kind: ReportCallKind;
  /** The report's parameters, or null while the choice is incomplete. */
  body: Record<string, unknown> | null;
  format: ReportFormat;
  onFormatChange: (format: ReportFormat) => void;
}) {
  const id = useId();
  const run = useRunReport(kind);
  const seconds = useElapsedSeconds(run.isPending);
  const done = run.data;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-40 flex-col gap-2">
          <Label htmlFor={`${id}-format`}>Format</Label>
          <select
            id={`${id}-format`}
            className={selectClass}
            value={format}
            onChange={(event) => onFormatChange(event.target.value as ReportFormat)}
          >
            {reportFormats.map((value) => (
              <option key={value} value={value}>
                {reportFormatLabels[value]}
              </option>
            ))}
          </select>
        </div>
        <Button
          disabled={!body || run.isPending}
          onClick={() => body && run.mutate({ body, format }, { onSuccess: startDownload })}
        >
          <DownloadIcon aria-hidden="true" />
          Download
        </Button>
      </div>
      {run.isPending && (
        <div role="status" aria-live="polite" className="flex flex-col gap-1.5">
          <div className="h-1.5 w-full overflow-hidden rounded-full bg-muted">
            <div className="h-full w-full animate-pulse rounded-full bg-primary/70 motion-reduce:animate-none" />
          </div>
          <p className="text-sm text-muted-foreground">
            Building the {reportFormatLabels[format]} file… {seconds > 0 ? `${seconds} s` : ''}
          </p>
        </div>
      )}
      {run.isError && (
        <p role="alert" className="text-sm text-destructive">
          The report could not be built: {run.error.message}
        </p>
      )}
      {done?.downloadUrl && !run.isPending && (
        <p role="status" className="text-sm">
          Ready:{' '}
          <a
            className="font-medium text-primary underline-offset-4 hover:underline"
            href={buildUrl(done.downloadUrl)}
            download
          >
            {done.fileName}
          </a>{' '}
          <span className="text-muted-foreground">
            ({done.rowCount?.toLocaleString('en-US')} rows; also under Recent reports)
          </span>
        </p>
      )}
    </div>
  );
}

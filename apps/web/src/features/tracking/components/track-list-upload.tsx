import type { TrackListUploadReply } from '@statehouse/shared/tracking/track-list.schemas';
import { unmatchedReasonLabels } from '@statehouse/shared/tracking/track-list.schemas';
import { CheckCircle2Icon, DownloadIcon, FileSpreadsheetIcon, UploadIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import type { StateOption } from '@/components/states-filter';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { useUploadTrackList } from '../api/upload-track-list';
import type { TagOption } from './bulk-actions-bar';

/** A small list in the shape the matcher reads best: one bill per row, any spelling. */
export const TRACK_LIST_TEMPLATE =
  'Bill,Note\r\nHB 1,Spelled as the state writes it\r\nH.B. 2,Dots and spaces are fine\r\nSB0010,So are leading zeros\r\nHouse Bill 7,And full type names\r\n';
const templateHref = `data:text/csv;charset=utf-8,${encodeURIComponent(TRACK_LIST_TEMPLATE)}`;
const NEW_TAG = 'new';

export type TrackListUploadProps = {
  stateOptions: readonly StateOption[];
  /** The sessions of the chosen state (from the legislative picker's list). */
  sessionsFor: (stateCode: string) => readonly { id: string; name?: string; isDefault?: boolean }[];
  defaultState: string | undefined;
  defaultSession: string | undefined;
  onStateChange?: (stateCode: string) => void;
  tags: TagOption[];
};

/**
 * /upload-track-list: choose the state and session, drop a CSV or XLSX file, preview which rows matched which bills
 * (and why the others did not), choose or name the tag, confirm; then go to the tracked bills.
 */
export function TrackListUpload({
  stateOptions,
  sessionsFor,
  defaultState,
  defaultSession,
  onStateChange,
  tags,
}: TrackListUploadProps) {
  const id = useId();
  // The app's state and session until the user picks here: they load after the first render.
  const [pickedState, setState] = useState<string>();
  const [pickedSession, setSession] = useState<string>();
  const appState = defaultState && stateOptions.some((option) => option.id === defaultState) ? defaultState : undefined;
  const state = pickedState ?? appState ?? stateOptions[0]?.id ?? '';
  const session = pickedSession ?? (state === appState ? (defaultSession ?? '') : '');
  const [file, setFile] = useState<File | null>(null);
  const [dragging, setDragging] = useState(false);
  const editable = tags.filter((tag) => tag.canEdit);
  const [tagChoice, setTagChoice] = useState<string>(editable[0] ? String(editable[0].id) : NEW_TAG);
  const [tagName, setTagName] = useState('');
  const preview = useUploadTrackList();
  const confirm = useUploadTrackList();
  const sessions = sessionsFor(state);
  const chosenSession = sessions.some((item) => item.id === session)
    ? session
    : ((sessions.find((item) => item.isDefault) ?? sessions[0])?.id ?? '');

  // A new file, state or session is matched again at once: the preview always shows the current choice.
  const { mutate: runPreview } = preview;
  const { reset: resetConfirm } = confirm;
  useEffect(() => {
    resetConfirm();
    if (file && state && chosenSession) runPreview({ file, state, session: chosenSession, dryRun: true });
  }, [file, state, chosenSession, runPreview, resetConfirm]);
  const choose = (next: File | null | undefined) => setFile(next ?? null);

  const reply = preview.data;
  const done = confirm.data;
  const tagReady = tagChoice !== NEW_TAG || tagName.trim() !== '';

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Upload Track List</h1>
          <p className="mt-1 max-w-2xl text-sm text-muted-foreground">
            Track many bills at once from a spreadsheet: one bill number per row, spelled any common way (HB 1, H.B. 1,
            HB0001, House Bill 1).
          </p>
        </div>
        <Button asChild variant="outline" size="sm">
          <a href={templateHref} download="track-list-template.csv">
            <DownloadIcon aria-hidden="true" />
            CSV template
          </a>
        </Button>
      </header>

      <section aria-labelledby={`${id}-step1`} className="grid gap-4 rounded-lg border p-4 sm:grid-cols-2">
        <h2 id={`${id}-step1`} className="font-medium sm:col-span-2">
          1. Where the bills are
        </h2>
        <div className="flex min-w-0 flex-col gap-2">
          <Label htmlFor={`${id}-state`}>State</Label>
          <select
            id={`${id}-state`}
            value={state}
            onChange={(event) => {
              setState(event.target.value);
              onStateChange?.(event.target.value);
              setSession(undefined);
            }}
            className="h-9 w-full min-w-0 rounded-md border border-input bg-background px-2 text-sm"
          >
            {stateOptions.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex min-w-0 flex-col gap-2">
          <Label htmlFor={`${id}-session`}>Session</Label>
          <select
            id={`${id}-session`}
            value={chosenSession}
            disabled={sessions.length === 0}
            onChange={(event) => {
              setSession(event.target.value);
            }}
            className="h-9 w-full min-w-0 rounded-md border border-input bg-background px-2 text-sm"
          >
            {sessions.length === 0 && <option value="">Loading sessions…</option>}
            {sessions.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name ?? option.id}
              </option>
            ))}
          </select>
        </div>
      </section>

      <section aria-labelledby={`${id}-step2`} className="flex flex-col gap-3 rounded-lg border p-4">
        <h2 id={`${id}-step2`} className="font-medium">
          2. The list
        </h2>
        <label
          htmlFor={`${id}-file`}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => {
            event.preventDefault();
            setDragging(false);
            choose(event.dataTransfer.files[0]);
          }}
          className={cn(
            'flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed p-8 text-center text-sm',
            'focus-within:ring-2 focus-within:ring-ring',
            dragging && 'border-primary bg-primary/5',
          )}
        >
          <FileSpreadsheetIcon aria-hidden="true" className="size-8 text-muted-foreground" />
          <span className="font-medium">{file ? file.name : 'Drop a CSV or Excel file here, or choose one'}</span>
          <span className="text-muted-foreground">.csv or .xlsx, up to 2 MB and 2,000 rows</span>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            className="sr-only"
            onChange={(event) => choose(event.target.files?.[0])}
          />
        </label>
        {preview.isPending && (
          <p role="status" className="text-sm text-muted-foreground">
            Matching the rows to {state} bills…
          </p>
        )}
        {preview.isError && (
          <p role="alert" className="text-sm text-destructive">
            {preview.error.message}
          </p>
        )}
      </section>

      {reply && !preview.isPending && (
        <section aria-labelledby={`${id}-step3`} className="flex flex-col gap-3 rounded-lg border p-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id={`${id}-step3`} className="font-medium">
              3. Check the matches
            </h2>
            <p className="text-sm" aria-live="polite">
              <span className="font-medium">{reply.matched} matched</span>
              {reply.unmatched > 0 && <span className="text-destructive"> · {reply.unmatched} not matched</span>} in{' '}
              {reply.state} {reply.sessionName}
            </p>
          </div>
          <div className="max-h-[28rem] overflow-auto rounded-md border">
            <table className="w-full text-sm">
              <caption className="sr-only">Rows of the file and the bill each matched</caption>
              <thead className="sticky top-0 bg-muted text-left text-xs text-muted-foreground">
                <tr>
                  <th scope="col" className="p-2 font-medium">
                    Row
                  </th>
                  <th scope="col" className="p-2 font-medium">
                    In the file
                  </th>
                  <th scope="col" className="p-2 font-medium">
                    Result
                  </th>
                </tr>
              </thead>
              <tbody>
                {reply.rows.map((row) => (
                  <tr key={row.row} className="border-t align-top">
                    <td className="p-2 tabular-nums text-muted-foreground">{row.row}</td>
                    <td className="p-2 font-mono text-xs">{row.text || <em className="font-sans">empty</em>}</td>
                    <td className="p-2">
                      {row.bill ? (
                        <span>
                          <Link
                            to={paths.bills.detail(row.bill.id)}
                            className="font-medium text-primary hover:underline"
                          >
                            {reply.state} {row.bill.identifier}
                          </Link>{' '}
                          <span className="text-muted-foreground">{row.bill.title}</span>
                        </span>
                      ) : (
                        <span className="flex flex-col gap-1">
                          <Badge variant="outline" className="border-destructive/40 text-destructive">
                            {row.reason ? unmatchedReasonLabels[row.reason] : 'Not matched'}
                          </Badge>
                          <span className="text-xs text-muted-foreground">{row.message}</span>
                        </span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          {done ? (
            <ConfirmedNote reply={done} />
          ) : (
            <form
              className="flex flex-wrap items-end gap-3"
              onSubmit={(event) => {
                event.preventDefault();
                if (!file) return;
                confirm.mutate({
                  file,
                  state,
                  session: chosenSession,
                  dryRun: false,
                  ...(tagChoice === NEW_TAG ? { tagName: tagName.trim() } : { tagId: Number(tagChoice) }),
                });
              }}
            >
              <div className="flex min-w-0 flex-col gap-2">
                <Label htmlFor={`${id}-tag`}>Tag the matched bills with</Label>
                <select
                  id={`${id}-tag`}
                  value={tagChoice}
                  onChange={(event) => setTagChoice(event.target.value)}
                  className="h-9 w-full min-w-0 rounded-md border border-input bg-background px-2 text-sm"
                >
                  {editable.map((tag) => (
                    <option key={tag.id} value={tag.id}>
                      {tag.name}
                    </option>
                  ))}
                  <option value={NEW_TAG}>A new tag…</option>
                </select>
              </div>
              {tagChoice === NEW_TAG && (
                <div className="flex min-w-0 flex-col gap-2">
                  <Label htmlFor={`${id}-tag-name`}>New tag name</Label>
                  <Input
                    id={`${id}-tag-name`}
                    value={tagName}
                    maxLength={80}
                    onChange={(event) => setTagName(event.target.value)}
                    placeholder="e.g. Session priorities"
                  />
                </div>
              )}
              <Button type="submit" disabled={!tagReady || reply.bills === 0 || confirm.isPending}>
                <UploadIcon aria-hidden="true" />
                Track {reply.bills} {reply.bills === 1 ? 'bill' : 'bills'}
              </Button>
              {confirm.isError && (
                <p role="alert" className="w-full text-sm text-destructive">
                  {confirm.error.message}
                </p>
              )}
            </form>
          )}
        </section>
      )}
    </div>
  );
}

function ConfirmedNote({ reply }: { reply: TrackListUploadReply }) {
  return (
    <div role="status" className="flex flex-wrap items-center gap-3 rounded-md bg-emerald-600/10 p-3 text-sm">
      <CheckCircle2Icon aria-hidden="true" className="size-5 text-emerald-700 dark:text-emerald-300" />
      <span>
        Tagged {reply.bills} {reply.bills === 1 ? 'bill' : 'bills'} with <strong>{reply.tag?.name}</strong>
        {reply.tag && reply.tag.added < reply.bills ? ` (${reply.bills - reply.tag.added} already had it)` : ''}.
      </span>
      <Button asChild size="sm">
        <Link to={`${paths.tracking.trackBills}?tagIds=${reply.tag?.id ?? ''}`}>See them in Tracked Bills</Link>
      </Button>
    </div>
  );
}

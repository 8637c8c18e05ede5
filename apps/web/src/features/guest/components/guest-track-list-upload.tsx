import { unmatchedReasonLabels } from '@statehouse/shared/tracking/track-list.schemas';
import { CheckCircle2Icon, TagsIcon, UploadIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useGuestSessions, useUploadGuestTrackList } from '../api/guest-adding';
import { useGuestSharedTags } from '../api/guest-area';
import { SharedTagSelect, StateSelect, selectClass } from './guest-adding-fields';

const plural = (count: number) => `${count} bill${count === 1 ? '' : 's'}`;

/**
 * /guest-upload-track-list: the guest chooses a shared tag, the state and session and a CSV or XLSX file; the rows
 * are matched as the app's upload matches them (preview first), then the matched bills go to the tag.
 */
export function GuestTrackListUpload() {
  const id = useId();
  const tags = useGuestSharedTags();
  const [chosenTag, setTag] = useState<number>();
  const [state, setState] = useState('');
  const [pickedSession, setSession] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const sessions = useGuestSessions(state);
  const preview = useUploadGuestTrackList();
  const confirm = useUploadGuestTrackList();
  const tag = tags.data?.items.find((item) => item.id === chosenTag) ?? tags.data?.items[0];
  const sessionItems = sessions.data?.items ?? [];
  const session = sessionItems.some((item) => item.id === pickedSession)
    ? pickedSession
    : ((sessionItems.find((item) => item.isDefault) ?? sessionItems[0])?.id ?? '');

  // The preview follows the current choice: a new file, state, session or tag is matched again at once.
  const { mutate: runPreview, reset: resetPreview } = preview;
  const { reset: resetConfirm } = confirm;
  const tagId = tag?.id;
  useEffect(() => {
    resetConfirm();
    if (file && state && session && tagId) runPreview({ file, state, session, tagId, dryRun: true });
    else resetPreview();
  }, [file, state, session, tagId, runPreview, resetPreview, resetConfirm]);

  if (tags.isPending) return <Skeleton className="h-40" />;
  if (tags.isError) return <EmptyState title="The shared tags could not be loaded" reason={tags.error.message} />;
  if (!tag) {
    return (
      <EmptyState
        icon={TagsIcon}
        title="No tag is shared with you"
        reason="A track list's bills go to a tag your host shares with you. Ask them to share one."
      />
    );
  }
  const reply = preview.data;
  const done = confirm.data;

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div className="grid min-w-0 gap-3 sm:grid-cols-3">
        <SharedTagSelect id={`${id}-tag`} tags={tags.data.items} value={tag.id} onChange={setTag} />
        <StateSelect id={`${id}-state`} value={state} onChange={setState} allLabel="Choose a state" />
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={`${id}-session`} className="text-sm font-medium">
            Session
          </label>
          <select
            id={`${id}-session`}
            className={selectClass}
            value={session}
            disabled={!state || sessions.isPending}
            onChange={(event) => setSession(event.target.value)}
          >
            {!state && <option value="">Choose a state first</option>}
            {sessionItems.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={`${id}-file`} className="text-sm font-medium">
          Track list file
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          className="min-w-0 text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <p className="text-xs text-muted-foreground">
          CSV or Excel, one bill per row, spelled as you like: HB 1, H.B. 2, SB0010, House Bill 7.
        </p>
      </div>

      {preview.isError && (
        <p role="alert" className="text-sm text-destructive">
          {preview.error.message}
        </p>
      )}
      {preview.isPending && <Skeleton className="h-24" />}
      {reply && (
        <section aria-label="Preview" className="flex min-w-0 flex-col gap-3">
          <p className="text-sm">
            {reply.matched} of {reply.rows.length} rows matched {plural(reply.bills)} of {reply.state}{' '}
            {reply.sessionName}.
          </p>
          <ul className="flex flex-col divide-y rounded-lg border px-4" aria-label="Rows of the track list">
            {reply.rows.map((row) => (
              <li key={row.row} className="flex min-w-0 flex-wrap items-center gap-2 py-2 text-sm">
                <span className="text-muted-foreground">Row {row.row}</span>
                <span className="break-all font-medium">{row.text || '(empty)'}</span>
                {row.bill ? (
                  <>
                    <Badge variant="secondary">Matched</Badge>
                    <span className="min-w-0 basis-full break-words text-muted-foreground sm:basis-auto">
                      {row.bill.identifier}: {row.bill.title}
                    </span>
                  </>
                ) : (
                  <Badge variant="outline">{row.reason ? unmatchedReasonLabels[row.reason] : 'Not matched'}</Badge>
                )}
              </li>
            ))}
          </ul>
          {done?.tag ? (
            <p role="status" className="flex items-center gap-2 text-sm">
              <CheckCircle2Icon className="size-4 text-emerald-600" aria-hidden />
              Added {plural(done.tag.added)} to {done.tag.name}. They show on Shared Tags and Tracked Activity.
            </p>
          ) : (
            <div>
              <Button
                type="button"
                className="h-auto max-w-full whitespace-normal py-2 text-left"
                disabled={reply.bills === 0 || confirm.isPending || !file}
                onClick={() => file && confirm.mutate({ file, state, session, tagId: tag.id, dryRun: false })}
              >
                <UploadIcon aria-hidden />
                {confirm.isPending ? 'Adding…' : `Add ${plural(reply.bills)} to ${tag.name}`}
              </Button>
            </div>
          )}
          {confirm.isError && (
            <p role="alert" className="text-sm text-destructive">
              {confirm.error.message}
            </p>
          )}
        </section>
      )}
    </div>
  );
}

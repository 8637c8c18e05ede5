import { CheckCircle2Icon, XCircleIcon, XIcon } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useUploadFile } from '../api/upload-files';

export type UploadItem = {
  id: number;
  name: string;
  progress: number;
  status: 'waiting' | 'uploading' | 'done' | 'failed';
  error?: string;
};

/** Files uploading at once; the rest wait their turn. */
const PARALLEL = 2;

/**
 * The uploads of this page: each dropped or chosen file goes up on its own (so each has its own progress and its own
 * answer: one file too large does not stop the others), two at a time, into the folder open when it was added.
 */
export function useUploadQueue() {
  const uploadFile = useUploadFile();
  const [items, setItems] = useState<UploadItem[]>([]);
  const nextId = useRef(1);
  const waiting = useRef<{ id: number; file: File; folderId: number | null }[]>([]);
  const active = useRef(0);

  const update = useCallback((id: number, change: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const pump = useCallback(() => {
    while (active.current < PARALLEL && waiting.current.length > 0) {
      const job = waiting.current.shift();
      if (!job) break;
      active.current += 1;
      update(job.id, { status: 'uploading' });
      uploadFile(job.file, job.folderId, (progress) => update(job.id, { progress }))
        .then(() => update(job.id, { status: 'done', progress: 1 }))
        .catch((error: unknown) =>
          update(job.id, { status: 'failed', error: error instanceof Error ? error.message : 'Upload failed.' }),
        )
        .finally(() => {
          active.current -= 1;
          pump();
        });
    }
  }, [uploadFile, update]);

  const add = useCallback(
    (files: readonly File[], folderId: number | null) => {
      const added = files.map((file) => ({ id: nextId.current++, file, folderId }));
      setItems((current) => [
        ...current,
        ...added.map(({ id, file }) => ({ id, name: file.name, progress: 0, status: 'waiting' as const })),
      ]);
      waiting.current.push(...added);
      pump();
    },
    [pump],
  );

  const clearFinished = useCallback(
    () => setItems((current) => current.filter((item) => item.status === 'waiting' || item.status === 'uploading')),
    [],
  );

  return { items, add, clearFinished };
}

/** One progress bar per file, its outcome, and the server's reason when it failed. */
export function UploadProgressList({ items, onClear }: { items: readonly UploadItem[]; onClear: () => void }) {
  if (items.length === 0) return null;
  const busy = items.some((item) => item.status === 'waiting' || item.status === 'uploading');
  return (
    <section aria-label="Uploads" className="rounded-lg border p-3">
      <div className="mb-2 flex items-center justify-between">
        <h2 className="text-sm font-medium">{busy ? 'Uploading…' : 'Uploads'}</h2>
        {!busy && (
          <Button variant="ghost" size="sm" onClick={onClear}>
            <XIcon aria-hidden="true" />
            Clear
          </Button>
        )}
      </div>
      <ul className="flex flex-col gap-2">
        {items.map((item) => {
          const percent = Math.round(item.progress * 100);
          return (
            <li key={item.id} className="text-sm">
              <div className="flex items-center justify-between gap-2">
                <span className="truncate">{item.name}</span>
                <span
                  className={cn(
                    'flex shrink-0 items-center gap-1 text-xs',
                    item.status === 'failed' ? 'text-destructive' : 'text-muted-foreground',
                  )}
                >
                  {item.status === 'done' && (
                    <CheckCircle2Icon aria-hidden="true" className="size-3.5 text-green-600" />
                  )}
                  {item.status === 'failed' && <XCircleIcon aria-hidden="true" className="size-3.5" />}
                  {item.status === 'done'
                    ? 'Uploaded'
                    : item.status === 'failed'
                      ? 'Failed'
                      : item.status === 'waiting'
                        ? 'Waiting'
                        : `${percent}%`}
                </span>
              </div>
              <div
                role="progressbar"
                aria-label={`Upload of ${item.name}`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                className="mt-1 h-1.5 overflow-hidden rounded bg-muted"
              >
                <div
                  className={cn('h-full', item.status === 'failed' ? 'bg-destructive' : 'bg-primary')}
                  style={{ width: `${item.status === 'failed' ? 100 : percent}%` }}
                />
              </div>
              {item.error && (
                <p role="alert" className="mt-1 text-xs text-destructive">
                  {item.error}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

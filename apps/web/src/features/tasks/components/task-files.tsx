import { type ChangeEvent, useId } from 'react';
import { QueryState } from '@/components/query-state';
import { Label } from '@/components/ui/label';
import { useTaskFiles } from '../api/get-task-files';
import { useUploadTaskFile } from '../api/upload-task-file';

const sizeOf = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${Math.round(bytes / 102.4) / 10} KB`);

/** A task's files (kept in the account's storage) with a download link each, and an upload for those who may write. */
export function TaskFiles({ taskId, canWrite }: { taskId: number; canWrite: boolean }) {
  const id = useId();
  const files = useTaskFiles(taskId);
  const upload = useUploadTaskFile(taskId);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) upload.mutate(file);
    event.target.value = '';
  };
  return (
    <section aria-labelledby={`${id}-title`} className="flex min-w-0 flex-col gap-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Files
      </h2>
      <QueryState query={files} label="files">
        {(reply) =>
          reply.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">No files yet. Attach drafts, letters or testimony here.</p>
          ) : (
            <ul className="flex flex-col gap-1">
              {reply.data.map((entry) => (
                <li key={entry.id} className="flex min-w-0 items-center justify-between gap-2 text-sm">
                  <a
                    href={`/api/user-storage/files/${entry.file.id}/download`}
                    className="truncate text-primary hover:underline"
                  >
                    {entry.file.name}
                  </a>
                  <span className="shrink-0 text-xs text-muted-foreground">{sizeOf(entry.file.sizeBytes)}</span>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      {canWrite && (
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-file`}>Attach a file</Label>
          <input
            id={`${id}-file`}
            type="file"
            onChange={choose}
            disabled={upload.isPending}
            className="max-w-full text-sm"
          />
          {upload.isPending && <p className="text-xs text-muted-foreground">Uploading…</p>}
          {upload.error && (
            <p role="alert" className="text-sm text-destructive">
              {upload.error.message}
            </p>
          )}
        </div>
      )}
    </section>
  );
}

import { TRASH_DAYS } from '@statehouse/shared/storage/storage.schemas';
import { formatBytes } from '@statehouse/shared/storage/storage-quotas';
import { FileIcon, FolderIcon, RotateCcwIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { ListResults, ListSkeleton } from '@/components/list-page/list-results';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { useEmptyTrash } from '../api/empty-trash';
import { useTrash } from '../api/get-trash';
import { useRestoreFile } from '../api/restore-file';
import { useRestoreFolder } from '../api/restore-folder';
import { formatDate, typeLabel } from '../utils/file-labels';
import { ConfirmDialog } from './storage-dialogs';

/** What was deleted, when it goes for good, and the way back (Restore) or on (Empty trash). */
export function TrashView() {
  const trash = useTrash();
  const restoreFile = useRestoreFile();
  const restoreFolder = useRestoreFolder();
  const empty = useEmptyTrash();
  const [confirmEmpty, setConfirmEmpty] = useState(false);
  const failed = (error: Error) =>
    toast({ variant: 'destructive', title: 'Could not restore', description: error.message });

  return (
    <ListResults
      query={trash}
      what="trash"
      rows={(data) => [...data.folders, ...data.files]}
      skeleton={<ListSkeleton label="Loading the trash" rows={2} rowClassName="h-12 w-full" />}
      empty={
        <EmptyState
          icon={Trash2Icon}
          title="The trash is empty"
          reason={`Deleted files and folders wait here for ${TRASH_DAYS} days before they are removed for good.`}
        />
      }
    >
      {(_, { folders, files, sizeBytes }) => {
        const rows = [
          ...folders.map((folder) => ({
            key: `folder-${folder.id}`,
            name: folder.name,
            detail: `Folder · ${folder.fileCount} ${folder.fileCount === 1 ? 'file' : 'files'}`,
            deletedAt: folder.deletedAt,
            purgeAt: folder.purgeAt,
            Icon: FolderIcon,
            restore: () => restoreFolder.mutate(folder.id, { onError: failed }),
          })),
          ...files.map((file) => ({
            key: file.id,
            name: file.name,
            detail: `${formatBytes(file.sizeBytes)} · ${typeLabel(file.contentType)}`,
            deletedAt: file.deletedAt,
            purgeAt: file.purgeAt,
            Icon: FileIcon,
            restore: () => restoreFile.mutate(file.id, { onError: failed }),
          })),
        ].sort((a, b) => b.deletedAt.localeCompare(a.deletedAt));

        return (
          <div className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
              <p>
                {formatBytes(sizeBytes)} in the trash, counted in your storage until removed. Items are removed for good{' '}
                {TRASH_DAYS} days after deletion.
              </p>
              <Button variant="outline" size="sm" onClick={() => setConfirmEmpty(true)}>
                <Trash2Icon aria-hidden="true" />
                Empty trash
              </Button>
            </div>
            <ul className="divide-y rounded-lg border" aria-label="Deleted items">
              {rows.map((row) => (
                <li key={row.key} className="flex flex-wrap items-center gap-3 px-3 py-2 text-sm">
                  <row.Icon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium">{row.name}</p>
                    <p className="text-xs text-muted-foreground">
                      {row.detail} · deleted {formatDate(row.deletedAt)} · removed for good on {formatDate(row.purgeAt)}
                    </p>
                  </div>
                  <Button variant="outline" size="sm" onClick={row.restore} aria-label={`Restore ${row.name}`}>
                    <RotateCcwIcon aria-hidden="true" />
                    Restore
                  </Button>
                </li>
              ))}
            </ul>
            <ConfirmDialog
              open={confirmEmpty}
              onOpenChange={setConfirmEmpty}
              busy={empty.isPending}
              error={empty.error?.message}
              title="Empty the trash?"
              confirmLabel="Empty trash"
              onConfirm={() => empty.mutate(undefined, { onSuccess: () => setConfirmEmpty(false) })}
            >
              Everything in the trash is removed for good now and cannot be restored.
            </ConfirmDialog>
          </div>
        );
      }}
    </ListResults>
  );
}

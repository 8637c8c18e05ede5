import type { StorageFolder } from '@statehouse/shared/storage/storage.schemas';
import { type FormEvent, type ReactNode, useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { buildFolderTree, flattenTree } from '../utils/folder-tree';

type DialogBase = { open: boolean; onOpenChange: (open: boolean) => void; busy?: boolean; error?: string | null };

function ErrorLine({ error }: { error?: string | null }) {
  return error ? (
    <p role="alert" className="text-sm text-destructive">
      {error}
    </p>
  ) : null;
}

/** A name to give (a new folder) or change (a file or folder): one text field, saved on Enter. */
export function NameDialog({
  open,
  onOpenChange,
  busy,
  error,
  title,
  description,
  label,
  initial,
  submitLabel,
  onSubmit,
}: DialogBase & {
  title: string;
  description: string;
  label: string;
  initial: string;
  submitLabel: string;
  onSubmit: (name: string) => void;
}) {
  const id = useId();
  const [name, setName] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) onSubmit(name.trim());
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={submit} className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <div className="flex flex-col gap-2">
            <Label htmlFor={id}>{label}</Label>
            <Input id={id} value={name} onChange={(event) => setName(event.target.value)} autoFocus maxLength={255} />
          </div>
          <ErrorLine error={error} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy || !name.trim()}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Where to move a file: the top level or any folder, indented by depth. */
export function MoveDialog({
  open,
  onOpenChange,
  busy,
  error,
  fileName,
  folders,
  currentFolderId,
  onMove,
}: DialogBase & {
  fileName: string;
  folders: readonly StorageFolder[];
  currentFolderId: number | null;
  onMove: (folderId: number | null) => void;
}) {
  const id = useId();
  const options = useMemo(() => flattenTree(buildFolderTree(folders)), [folders]);
  const [target, setTarget] = useState(currentFolderId === null ? '' : String(currentFolderId));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onMove(target === '' ? null : Number(target));
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={submit} className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>Move “{fileName}”</DialogTitle>
            <DialogDescription>Choose the folder to put it in.</DialogDescription>
          </DialogHeader>
          <div className="flex flex-col gap-2">
            <Label htmlFor={id}>Folder</Label>
            <select
              id={id}
              value={target}
              onChange={(event) => setTarget(event.target.value)}
              className="h-9 rounded-md border border-input bg-background px-2 text-sm"
            >
              <option value="">All files (top level)</option>
              {options.map((folder) => (
                <option key={folder.id} value={folder.id}>
                  {`${'\u00a0\u00a0'.repeat(folder.depth + 1)}${folder.name}`}
                </option>
              ))}
            </select>
          </div>
          <ErrorLine error={error} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              Move
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** "Are you sure?": what will happen, and a button that says it. */
export function ConfirmDialog({
  open,
  onOpenChange,
  busy,
  error,
  title,
  children,
  confirmLabel,
  onConfirm,
}: DialogBase & { title: string; children: ReactNode; confirmLabel: string; onConfirm: () => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription asChild>
            <div>{children}</div>
          </DialogDescription>
        </DialogHeader>
        <ErrorLine error={error} />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="button" variant="destructive" disabled={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

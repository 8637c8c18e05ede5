import type { StorageFile } from '@statehouse/shared/storage/storage.schemas';
import { DownloadIcon, EyeIcon, FolderInputIcon, MoreHorizontalIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { buildUrl } from '@/lib/api-client';
import { fileUrls } from '../api/get-file';

export type FileAction = 'preview' | 'rename' | 'move' | 'delete';

/** A file's menu: preview, download (an attachment under its original name), rename, move, delete. */
export function FileActions({ file, onAction }: { file: StorageFile; onAction: (action: FileAction) => void }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="size-8" aria-label={`Actions for ${file.name}`}>
          <MoreHorizontalIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => onAction('preview')}>
          <EyeIcon aria-hidden="true" />
          Preview
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href={buildUrl(fileUrls(file.id).download)} download={file.name}>
            <DownloadIcon aria-hidden="true" />
            Download
          </a>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction('rename')}>
          <PencilIcon aria-hidden="true" />
          Rename
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction('move')}>
          <FolderInputIcon aria-hidden="true" />
          Move
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => onAction('delete')} className="text-destructive focus:text-destructive">
          <Trash2Icon aria-hidden="true" />
          Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

import type { StorageFile, StorageFolder } from '@statehouse/shared/storage/storage.schemas';
import { formatBytes } from '@statehouse/shared/storage/storage-quotas';
import {
  FileIcon,
  FileTextIcon,
  FolderIcon,
  ImageIcon,
  MoreHorizontalIcon,
  PencilIcon,
  Trash2Icon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { buildUrl } from '@/lib/api-client';
import { fileUrls } from '../api/get-file';
import { formatDate, typeLabel } from '../utils/file-labels';
import { type FileAction, FileActions } from './file-actions';

export type FolderAction = 'rename' | 'delete';

type ViewProps = {
  folders: readonly StorageFolder[];
  files: readonly StorageFile[];
  folderHref: (folder: StorageFolder) => string;
  onFileAction: (file: StorageFile, action: FileAction) => void;
  onFolderAction: (folder: StorageFolder, action: FolderAction) => void;
};

const iconOf = (file: StorageFile) =>
  file.contentType.startsWith('image/') ? ImageIcon : file.hasText ? FileTextIcon : FileIcon;

function FolderActions({ folder, onAction }: { folder: StorageFolder; onAction: (action: FolderAction) => void }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="size-8" aria-label={`Actions for folder ${folder.name}`}>
          <MoreHorizontalIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => onAction('rename')}>
          <PencilIcon aria-hidden="true" />
          Rename
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction('delete')} className="text-destructive focus:text-destructive">
          <Trash2Icon aria-hidden="true" />
          Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The open folder as a table: its subfolders, then its files (name opens the preview), with their menus. */
export function FileTable({ folders, files, folderHref, onFileAction, onFolderAction }: ViewProps) {
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm">
        <thead className="bg-muted/50 text-left text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Name
            </th>
            <th scope="col" className="hidden px-3 py-2 font-medium sm:table-cell">
              Size
            </th>
            <th scope="col" className="hidden px-3 py-2 font-medium md:table-cell">
              Type
            </th>
            <th scope="col" className="hidden px-3 py-2 font-medium md:table-cell">
              Uploaded
            </th>
            <th scope="col" className="w-10 px-3 py-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {folders.map((folder) => (
            <tr key={`folder-${folder.id}`} className="border-t">
              <td className="px-3 py-2">
                <Link to={folderHref(folder)} className="flex items-center gap-2 font-medium hover:underline">
                  <FolderIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                  <span className="truncate">{folder.name}</span>
                </Link>
              </td>
              <td className="hidden whitespace-nowrap px-3 py-2 text-muted-foreground sm:table-cell">
                {folder.fileCount} {folder.fileCount === 1 ? 'file' : 'files'}
              </td>
              <td className="hidden whitespace-nowrap px-3 py-2 text-muted-foreground md:table-cell">Folder</td>
              <td className="hidden whitespace-nowrap px-3 py-2 text-muted-foreground md:table-cell">
                {formatDate(folder.createdAt)}
              </td>
              <td className="px-3 py-1 text-right">
                <FolderActions folder={folder} onAction={(action) => onFolderAction(folder, action)} />
              </td>
            </tr>
          ))}
          {files.map((file) => {
            const Icon = iconOf(file);
            return (
              <tr key={file.id} className="border-t">
                <td className="w-full max-w-0 px-3 py-2">
                  <button
                    type="button"
                    className="flex w-full items-center gap-2 text-left hover:underline"
                    onClick={() => onFileAction(file, 'preview')}
                  >
                    <Icon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                    <span className="truncate">{file.name}</span>
                  </button>
                  <span className="ml-6 text-xs text-muted-foreground sm:hidden">{formatBytes(file.sizeBytes)}</span>
                </td>
                <td className="hidden whitespace-nowrap px-3 py-2 text-muted-foreground sm:table-cell">
                  {formatBytes(file.sizeBytes)}
                </td>
                <td className="hidden whitespace-nowrap px-3 py-2 text-muted-foreground md:table-cell">
                  {typeLabel(file.contentType)}
                </td>
                <td className="hidden whitespace-nowrap px-3 py-2 text-muted-foreground md:table-cell">
                  {formatDate(file.createdAt)}
                  {file.uploadedBy ? ` by ${file.uploadedBy.name}` : ''}
                </td>
                <td className="px-3 py-1 text-right">
                  <FileActions file={file} onAction={(action) => onFileAction(file, action)} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function Tile({ children, actions }: { children: ReactNode; actions: ReactNode }) {
  return (
    <li className="relative flex flex-col rounded-lg border bg-card">
      {children}
      <div className="absolute top-1 right-1">{actions}</div>
    </li>
  );
}

/** The open folder as tiles: images show themselves, other files their kind. */
export function FileGrid({ folders, files, folderHref, onFileAction, onFolderAction }: ViewProps) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4" aria-label="Files">
      {folders.map((folder) => (
        <Tile
          key={`folder-${folder.id}`}
          actions={<FolderActions folder={folder} onAction={(action) => onFolderAction(folder, action)} />}
        >
          <Link
            to={folderHref(folder)}
            className="flex flex-col items-center gap-2 p-4 pt-6 text-center hover:bg-accent"
          >
            <FolderIcon aria-hidden="true" className="size-12 text-muted-foreground" />
            <span className="w-full truncate text-sm font-medium">{folder.name}</span>
            <span className="text-xs text-muted-foreground">
              {folder.fileCount} {folder.fileCount === 1 ? 'file' : 'files'}
            </span>
          </Link>
        </Tile>
      ))}
      {files.map((file) => {
        const Icon = iconOf(file);
        const thumbnail = file.previewable && file.contentType.startsWith('image/');
        return (
          <Tile key={file.id} actions={<FileActions file={file} onAction={(action) => onFileAction(file, action)} />}>
            <button
              type="button"
              className="flex flex-col items-center gap-2 p-4 pt-6 text-center hover:bg-accent"
              onClick={() => onFileAction(file, 'preview')}
            >
              {thumbnail ? (
                <img
                  src={buildUrl(fileUrls(file.id).preview)}
                  alt=""
                  className="h-12 w-full object-contain"
                  loading="lazy"
                />
              ) : (
                <Icon aria-hidden="true" className="size-12 text-muted-foreground" />
              )}
              <span className="w-full truncate text-sm">{file.name}</span>
              <span className="text-xs text-muted-foreground">
                {formatBytes(file.sizeBytes)} · {typeLabel(file.contentType)}
              </span>
            </button>
          </Tile>
        );
      })}
    </ul>
  );
}

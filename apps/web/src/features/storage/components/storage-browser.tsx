import { formatCount } from '@statehouse/shared/common/plain-format';
import {
  STORAGE_PAGE_SIZES,
  type StorageFile,
  type StorageFileSort,
  type StorageFolder,
  storageFileSorts,
  TRASH_DAYS,
} from '@statehouse/shared/storage/storage.schemas';
import { formatBytes } from '@statehouse/shared/storage/storage-quotas';
import {
  ChevronRightIcon,
  FolderPlusIcon,
  FolderXIcon,
  LayoutGridIcon,
  ListIcon,
  PencilIcon,
  SearchIcon,
  Trash2Icon,
  UploadIcon,
  XIcon,
} from 'lucide-react';
import { type DragEvent, type FormEvent, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ExportMenu } from '@/components/export-menu';
import { ListError, ListPage } from '@/components/list-page/list-page';
import { ListPagination } from '@/components/list-page/list-pagination';
import { ListResults } from '@/components/list-page/list-results';
import { ListSort, type SortOrder } from '@/components/list-page/list-sort';
import type { ExportColumn } from '@/components/table-export';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { toast } from '@/hooks/use-toast';
import { useUrlParams } from '@/hooks/use-url-params';
import { cn } from '@/lib/utils';
import { useCreateFolder } from '../api/create-folder';
import { useDeleteFile } from '../api/delete-file';
import { useDeleteFolder } from '../api/delete-folder';
import { getFiles, useFiles } from '../api/get-files';
import { useFolders } from '../api/get-folders';
import { useStorageUsage } from '../api/get-usage';
import { useMoveFile } from '../api/move-file';
import { useRenameFile } from '../api/rename-file';
import { useRenameFolder } from '../api/rename-folder';
import { useStorageSearch } from '../api/search-storage';
import { formatDate, typeLabel } from '../utils/file-labels';
import { folderPathOf, folderTrail, resolveFolderPath } from '../utils/folder-tree';
import type { FileAction } from './file-actions';
import { FilePreviewDialog } from './file-preview-dialog';
import { FileGrid, FileTable, type FolderAction } from './file-views';
import { FolderTreeNav } from './folder-tree-nav';
import { ConfirmDialog, MoveDialog, NameDialog } from './storage-dialogs';
import { StorageSearchResults } from './storage-search-results';
import { TrashView } from './trash-view';
import { UploadProgressList, useUploadQueue } from './upload-queue';

const sortOptions = [
  { value: 'name', label: 'Name' },
  { value: 'date', label: 'Date uploaded' },
  { value: 'size', label: 'Size' },
  { value: 'type', label: 'Type' },
] as const satisfies readonly { value: StorageFileSort; label: string }[];
const naturalOrder: Record<StorageFileSort, SortOrder> = { name: 'asc', date: 'desc', size: 'desc', type: 'asc' };

type Dialog =
  | { kind: 'newFolder' }
  | { kind: 'renameFile'; file: StorageFile }
  | { kind: 'moveFile'; file: StorageFile }
  | { kind: 'renameFolder'; folder: StorageFolder }
  | { kind: 'deleteFolder'; folder: StorageFolder };

const exportColumns: ExportColumn<StorageFile>[] = [
  { header: 'Name', width: 40, value: (file) => file.name },
  { header: 'Size', width: 12, value: (file) => formatBytes(file.sizeBytes) },
  { header: 'Bytes', width: 12, value: (file) => String(file.sizeBytes) },
  { header: 'Type', width: 18, value: (file) => typeLabel(file.contentType) },
  { header: 'Uploaded', width: 14, value: (file) => formatDate(file.createdAt) },
  { header: 'Uploaded by', width: 22, value: (file) => file.uploadedBy?.name ?? '' },
  { header: 'SHA-256', width: 66, value: (file) => file.sha256 },
];

/**
 * /storage and /storage/<folder path>: the account's files. The folder comes from the path (folder names from the
 * top); the search, the trash, the layout, the sort and the page live in the query string. Files are dropped on the
 * list (or chosen with Upload) and go up one by one with a progress bar each.
 */
export function StorageBrowser({ folderPath }: { folderPath: string }) {
  const navigate = useNavigate();
  const [searchParams, setSearchParams, latestParams] = useUrlParams();
  const folders = useFolders();
  const usage = useStorageUsage();
  const uploads = useUploadQueue();
  const fileInput = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [preview, setPreview] = useState<StorageFile | null>(null);

  const allFolders = folders.data?.data ?? [];
  const current = folders.data ? resolveFolderPath(allFolders, folderPath) : undefined;
  const folderId = current?.id ?? null;
  const folderFound = folders.data !== undefined && current !== undefined;
  const inTrash = searchParams.get('trash') === '1';
  const q = searchParams.get('q')?.trim() ?? '';
  const layout = searchParams.get('layout') === 'grid' ? 'grid' : 'list';
  const sortParam = searchParams.get('sort') as StorageFileSort | null;
  const sort: StorageFileSort = sortParam && storageFileSorts.includes(sortParam) ? sortParam : 'name';
  const order: SortOrder =
    searchParams.get('order') === 'asc' || searchParams.get('order') === 'desc'
      ? (searchParams.get('order') as SortOrder)
      : naturalOrder[sort];
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const pageSizeParam = Number(searchParams.get('pageSize'));
  const pageSize = (STORAGE_PAGE_SIZES as readonly number[]).includes(pageSizeParam) ? pageSizeParam : 50;

  const listQuery = { folderId: folderId ?? undefined, sort, order, page, limit: pageSize };
  const files = useFiles(listQuery, folderFound && !inTrash && q === '');
  const search = useStorageSearch({ q, page, limit: pageSize });
  const subfolders = useMemo(
    () => (q || inTrash ? [] : allFolders.filter((folder) => folder.parentId === folderId)),
    [allFolders, folderId, q, inTrash],
  );
  const trail = useMemo(() => folderTrail(allFolders, folderId), [allFolders, folderId]);

  const createFolder = useCreateFolder();
  const renameFolder = useRenameFolder();
  const deleteFolder = useDeleteFolder();
  const renameFile = useRenameFile();
  const moveFile = useMoveFile();
  const deleteFile = useDeleteFile();

  /** Changes query parameters; anything but paging goes back to page 1. */
  const setParams = (updates: Record<string, string | undefined>) => {
    const next = latestParams();
    for (const [name, value] of Object.entries(updates)) {
      if (value === undefined || value === '') next.delete(name);
      else next.set(name, value);
    }
    if (!('page' in updates)) next.delete('page');
    setSearchParams(next);
  };
  const folderHref = (folder: StorageFolder) => paths.storage.folder(folderPathOf(allFolders, folder.id));
  const closeDialog = () => {
    setDialog(null);
    for (const mutation of [createFolder, renameFolder, deleteFolder, renameFile, moveFile]) mutation.reset();
  };

  const startUpload = (list: FileList | null) => {
    const chosen = Array.from(list ?? []);
    if (chosen.length > 0) uploads.add(chosen, folderId);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!inTrash && folderFound) startUpload(event.dataTransfer.files);
  };

  const onFileAction = (file: StorageFile, action: FileAction) => {
    if (action === 'preview') setPreview(file);
    else if (action === 'rename') setDialog({ kind: 'renameFile', file });
    else if (action === 'move') setDialog({ kind: 'moveFile', file });
    else {
      deleteFile.mutate(file.id, {
        onSuccess: () =>
          toast({ title: 'Moved to the trash', description: `“${file.name}” can be restored for ${TRASH_DAYS} days.` }),
        onError: (error) => toast({ variant: 'destructive', title: 'Could not delete', description: error.message }),
      });
    }
  };
  const onFolderAction = (folder: StorageFolder, action: FolderAction) =>
    setDialog(action === 'rename' ? { kind: 'renameFolder', folder } : { kind: 'deleteFolder', folder });

  const loadAllRows = async () => {
    const rows: StorageFile[] = [];
    for (let next = 1; next < 1000; next += 1) {
      const reply = await getFiles({ ...listQuery, page: next, limit: 100 });
      rows.push(...reply.data);
      if (rows.length >= reply.total || reply.data.length === 0) break;
    }
    return rows;
  };

  const shownTotal = q ? search.data?.total : files.data?.total;
  const count = inTrash
    ? 'Deleted files and folders'
    : shownTotal === undefined
      ? 'Loading…'
      : q
        ? `${formatCount(shownTotal)} ${shownTotal === 1 ? 'file matches' : 'files match'} “${q}”`
        : `${subfolders.length > 0 ? `${subfolders.length} ${subfolders.length === 1 ? 'folder' : 'folders'}, ` : ''}${formatCount(shownTotal)} ${shownTotal === 1 ? 'file' : 'files'}`;

  const paged = q ? search.data : files.data;

  return (
    <ListPage
      title="File Storage"
      description="Your team's folders and files: drop files here to upload them; PDFs, Word, text and HTML files are searchable by their words."
      count={count}
      actions={
        <div className="flex flex-wrap items-center gap-2">
          {!inTrash && !q && files.data && files.data.total > 0 && (
            <ExportMenu
              columns={exportColumns}
              loadRows={loadAllRows}
              total={files.data.total}
              noun="files"
              fileStem={`files-${current?.name.toLowerCase().replace(/[^a-z0-9]+/g, '-') || 'top'}`}
            />
          )}
          <Button variant="outline" size="sm" onClick={() => setDialog({ kind: 'newFolder' })} disabled={!folderFound}>
            <FolderPlusIcon aria-hidden="true" />
            New folder
          </Button>
          <Button size="sm" onClick={() => fileInput.current?.click()} disabled={!folderFound || inTrash}>
            <UploadIcon aria-hidden="true" />
            Upload files
          </Button>
          <input
            ref={fileInput}
            type="file"
            multiple
            className="sr-only"
            aria-label="Choose files to upload"
            tabIndex={-1}
            onChange={(event) => {
              startUpload(event.target.files);
              event.target.value = '';
            }}
          />
        </div>
      }
      search={
        <StorageSearchBox
          key={q}
          initial={q}
          onSearch={(text) => setParams({ q: text || undefined, trash: undefined })}
        />
      }
      filters={<FolderTreeNav folders={allFolders} currentId={folderId} inTrash={inTrash} usage={usage.data} />}
      activeFilterCount={0}
      toolbar={
        inTrash ? undefined : (
          <>
            {/* biome-ignore lint/a11y/useSemanticElements: a segmented button pair, not a form's fieldset */}
            <div role="group" aria-label="Layout" className="flex rounded-md border">
              <Button
                variant={layout === 'list' ? 'secondary' : 'ghost'}
                size="sm"
                aria-pressed={layout === 'list'}
                onClick={() => setParams({ layout: undefined, page: searchParams.get('page') ?? undefined })}
              >
                <ListIcon aria-hidden="true" />
                List
              </Button>
              <Button
                variant={layout === 'grid' ? 'secondary' : 'ghost'}
                size="sm"
                aria-pressed={layout === 'grid'}
                onClick={() => setParams({ layout: 'grid', page: searchParams.get('page') ?? undefined })}
              >
                <LayoutGridIcon aria-hidden="true" />
                Grid
              </Button>
            </div>
            {!q && (
              <ListSort
                value={sort}
                order={order}
                options={sortOptions}
                onSort={(field) => setParams({ sort: field === 'name' ? undefined : field, order: undefined })}
                onOrder={(next) => setParams({ order: next === naturalOrder[sort] ? undefined : next })}
              />
            )}
          </>
        )
      }
      chips={
        <Breadcrumbs
          trail={trail}
          allFolders={allFolders}
          inTrash={inTrash}
          q={q}
          onClearSearch={() => setParams({ q: undefined })}
          onRename={current ? () => setDialog({ kind: 'renameFolder', folder: current }) : undefined}
          onDelete={current ? () => setDialog({ kind: 'deleteFolder', folder: current }) : undefined}
        />
      }
      footer={
        !inTrash && paged && paged.total > pageSize ? (
          <ListPagination
            page={page}
            pageSize={pageSize}
            total={paged.total}
            pageSizes={STORAGE_PAGE_SIZES}
            onPage={(next) => setParams({ page: next > 1 ? String(next) : undefined })}
            onPageSize={(size) => setParams({ pageSize: size === 50 ? undefined : String(size) })}
          />
        ) : null
      }
    >
      <UploadProgressList items={uploads.items} onClear={uploads.clearFinished} />
      {/* The drop target: the whole results area. The Upload button is the keyboard's way in. */}
      <section
        aria-label={inTrash ? 'Trash' : 'Files'}
        className={cn(
          'min-h-48 rounded-lg transition-colors',
          dragging && 'bg-primary/5 outline-2 outline-dashed outline-offset-4 outline-primary',
        )}
        onDragOver={(event) => {
          if (inTrash || !folderFound) return;
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        {folders.isError ? (
          <ListError what="folders" message={folders.error.message} onRetry={() => folders.refetch()} />
        ) : folders.data && current === undefined ? (
          <EmptyState
            icon={FolderXIcon}
            title="Folder not found"
            reason={`There is no folder “${folderPath}” in your storage; it may have been renamed, moved or deleted.`}
          >
            <Button asChild variant="outline" size="sm">
              <Link to={paths.storage.root}>All files</Link>
            </Button>
          </EmptyState>
        ) : inTrash ? (
          <TrashView />
        ) : q ? (
          <ListResults
            query={search}
            what="search results"
            rows={(reply) => reply.data}
            skeleton={<LoadingRows />}
            empty={
              <EmptyState
                icon={SearchIcon}
                title="No files match"
                reason={`No file name or text holds “${q}”. Only PDF, Word, text and HTML files are searched inside.`}
              >
                <Button variant="outline" size="sm" onClick={() => setParams({ q: undefined })}>
                  Clear search
                </Button>
              </EmptyState>
            }
          >
            {(results) => <StorageSearchResults results={results} onFileAction={onFileAction} />}
          </ListResults>
        ) : files.isError ? (
          <ListError what="files" message={files.error.message} onRetry={() => files.refetch()} />
        ) : !files.data ? (
          <LoadingRows />
        ) : files.data.total === 0 && subfolders.length === 0 ? (
          <EmptyState
            icon={UploadIcon}
            title={current ? `“${current.name}” is empty` : 'No files yet'}
            reason="Drop files here or choose Upload files; make folders to keep them in order."
          >
            <Button size="sm" onClick={() => fileInput.current?.click()}>
              <UploadIcon aria-hidden="true" />
              Upload files
            </Button>
          </EmptyState>
        ) : (
          <div className={files.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            {layout === 'grid' ? (
              <FileGrid
                folders={page === 1 ? subfolders : []}
                files={files.data.data}
                folderHref={folderHref}
                onFileAction={onFileAction}
                onFolderAction={onFolderAction}
              />
            ) : (
              <FileTable
                folders={page === 1 ? subfolders : []}
                files={files.data.data}
                folderHref={folderHref}
                onFileAction={onFileAction}
                onFolderAction={onFolderAction}
              />
            )}
          </div>
        )}
      </section>

      <FilePreviewDialog file={preview} onClose={() => setPreview(null)} />
      {dialog?.kind === 'newFolder' && (
        <NameDialog
          open
          onOpenChange={(open) => !open && closeDialog()}
          busy={createFolder.isPending}
          error={createFolder.error?.message}
          title="New folder"
          description={current ? `A folder inside “${current.name}”.` : 'A folder at the top level.'}
          label="Folder name"
          initial=""
          submitLabel="Create folder"
          onSubmit={(name) => createFolder.mutate({ name, parentId: folderId }, { onSuccess: closeDialog })}
        />
      )}
      {dialog?.kind === 'renameFile' && (
        <NameDialog
          open
          onOpenChange={(open) => !open && closeDialog()}
          busy={renameFile.isPending}
          error={renameFile.error?.message}
          title="Rename file"
          description={`A new name for “${dialog.file.name}”.`}
          label="File name"
          initial={dialog.file.name}
          submitLabel="Rename"
          onSubmit={(name) => renameFile.mutate({ fileId: dialog.file.id, name }, { onSuccess: closeDialog })}
        />
      )}
      {dialog?.kind === 'renameFolder' && (
        <NameDialog
          open
          onOpenChange={(open) => !open && closeDialog()}
          busy={renameFolder.isPending}
          error={renameFolder.error?.message}
          title="Rename folder"
          description={`A new name for “${dialog.folder.name}”.`}
          label="Folder name"
          initial={dialog.folder.name}
          submitLabel="Rename"
          onSubmit={(name) =>
            renameFolder.mutate(
              { folderId: dialog.folder.id, name },
              {
                onSuccess: (renamed) => {
                  closeDialog();
                  // Renaming the open folder (or one above it) changes this page's path.
                  if (trail.some((folder) => folder.id === renamed.id)) {
                    const names = trail.map((folder) => (folder.id === renamed.id ? renamed.name : folder.name));
                    navigate(`${paths.storage.folder(names.join('/'))}${window.location.search}`, { replace: true });
                  }
                },
              },
            )
          }
        />
      )}
      {dialog?.kind === 'moveFile' && (
        <MoveDialog
          open
          onOpenChange={(open) => !open && closeDialog()}
          busy={moveFile.isPending}
          error={moveFile.error?.message}
          fileName={dialog.file.name}
          folders={allFolders}
          currentFolderId={dialog.file.folderId}
          onMove={(target) =>
            moveFile.mutate(
              { fileId: dialog.file.id, folderId: target },
              {
                onSuccess: () => {
                  closeDialog();
                  const where = target === null ? 'All files' : folderPathOf(allFolders, target);
                  toast({ title: 'File moved', description: `“${dialog.file.name}” is now in ${where}.` });
                },
              },
            )
          }
        />
      )}
      {dialog?.kind === 'deleteFolder' && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && closeDialog()}
          busy={deleteFolder.isPending}
          error={deleteFolder.error?.message}
          title={`Delete “${dialog.folder.name}”?`}
          confirmLabel="Delete folder"
          onConfirm={() =>
            deleteFolder.mutate(dialog.folder.id, {
              onSuccess: (result) => {
                const wasOpen = trail.some((folder) => folder.id === dialog.folder.id);
                closeDialog();
                toast({
                  title: 'Folder moved to the trash',
                  description: `${result.folders} ${result.folders === 1 ? 'folder' : 'folders'} and ${result.files} ${result.files === 1 ? 'file' : 'files'} can be restored for ${TRASH_DAYS} days.`,
                });
                if (wasOpen) {
                  const parent = folderPathOf(allFolders, dialog.folder.parentId);
                  navigate(parent ? paths.storage.folder(parent) : paths.storage.root);
                }
              },
            })
          }
        >
          The folder, its subfolders and every file in them go to the trash. You can restore them from the trash for{' '}
          {TRASH_DAYS} days.
        </ConfirmDialog>
      )}
    </ListPage>
  );
}

function LoadingRows() {
  return (
    <div role="status" aria-label="Loading files" className="flex flex-col gap-2">
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-12 w-2/3" />
    </div>
  );
}

function StorageSearchBox({ initial, onSearch }: { initial: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: React 19 and jsdom do not know the <search> element yet
    <form role="search" onSubmit={submit} className="flex max-w-xl gap-2">
      <Input
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search file names and the words inside them"
        aria-label="Search files"
      />
      <Button type="submit" variant="secondary">
        <SearchIcon aria-hidden="true" />
        Search
      </Button>
    </form>
  );
}

/** Where this page is: All files › folder › folder (or the trash, or a search), with the open folder's actions. */
function Breadcrumbs({
  trail,
  allFolders,
  inTrash,
  q,
  onClearSearch,
  onRename,
  onDelete,
}: {
  trail: readonly StorageFolder[];
  allFolders: readonly StorageFolder[];
  inTrash: boolean;
  q: string;
  onClearSearch: () => void;
  onRename?: () => void;
  onDelete?: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <nav aria-label="Breadcrumb">
        <ol className="flex flex-wrap items-center gap-1 text-sm">
          <li>
            <Link to={paths.storage.root} className="text-muted-foreground hover:text-foreground hover:underline">
              All files
            </Link>
          </li>
          {inTrash ? (
            <li className="flex items-center gap-1">
              <ChevronRightIcon aria-hidden="true" className="size-4 text-muted-foreground" />
              <span aria-current="page" className="font-medium">
                Trash
              </span>
            </li>
          ) : (
            trail.map((folder, index) => (
              <li key={folder.id} className="flex items-center gap-1">
                <ChevronRightIcon aria-hidden="true" className="size-4 text-muted-foreground" />
                {index === trail.length - 1 && !q ? (
                  <span aria-current="page" className="font-medium">
                    {folder.name}
                  </span>
                ) : (
                  <Link
                    to={paths.storage.folder(folderPathOf(allFolders, folder.id))}
                    className="text-muted-foreground hover:text-foreground hover:underline"
                  >
                    {folder.name}
                  </Link>
                )}
              </li>
            ))
          )}
          {q && (
            <li className="flex items-center gap-1">
              <ChevronRightIcon aria-hidden="true" className="size-4 text-muted-foreground" />
              <span aria-current="page" className="font-medium">
                Search: “{q}”
              </span>
              <Button variant="ghost" size="icon" className="size-6" aria-label="Clear search" onClick={onClearSearch}>
                <XIcon aria-hidden="true" />
              </Button>
            </li>
          )}
        </ol>
      </nav>
      {!inTrash && !q && onRename && onDelete && (
        <div className="flex gap-1">
          <Button variant="ghost" size="sm" onClick={onRename}>
            <PencilIcon aria-hidden="true" />
            Rename folder
          </Button>
          <Button variant="ghost" size="sm" onClick={onDelete}>
            <Trash2Icon aria-hidden="true" />
            Delete folder
          </Button>
        </div>
      )}
    </div>
  );
}

import type { StorageFolder, StorageUsage } from '@statehouse/shared/storage/storage.schemas';
import { formatBytes } from '@statehouse/shared/storage/storage-quotas';
import { ChevronRightIcon, FolderIcon, FolderOpenIcon, HardDriveIcon, Trash2Icon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { buildFolderTree, type FolderNode, folderPathOf, folderTrail } from '../utils/folder-tree';

const linkClass = (active: boolean) =>
  cn(
    'flex min-w-0 flex-1 items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-accent',
    active && 'bg-accent font-medium',
  );

/**
 * The folder tree beside the files: every folder as a link to its page path, the open folder's ancestors expanded,
 * the trash, and the space used against the plan's quota.
 */
export function FolderTreeNav({
  folders,
  currentId,
  inTrash,
  usage,
}: {
  folders: readonly StorageFolder[];
  currentId: number | null;
  inTrash: boolean;
  usage?: StorageUsage;
}) {
  const tree = useMemo(() => buildFolderTree(folders), [folders]);
  const open = useMemo(() => new Set(folderTrail(folders, currentId).map((folder) => folder.id)), [folders, currentId]);
  return (
    <nav aria-label="Folders" className="flex flex-col gap-1">
      <Link
        to={paths.storage.root}
        className={linkClass(!inTrash && currentId === null)}
        aria-current={!inTrash && currentId === null ? 'page' : undefined}
      >
        <HardDriveIcon aria-hidden="true" className="size-4 shrink-0" />
        All files
      </Link>
      <ul className="flex flex-col">
        {tree.map((node) => (
          <TreeItem key={node.id} node={node} folders={folders} currentId={inTrash ? null : currentId} open={open} />
        ))}
      </ul>
      <Link
        to={`${paths.storage.root}?trash=1`}
        className={cn(linkClass(inTrash), 'mt-2')}
        aria-current={inTrash ? 'page' : undefined}
      >
        <Trash2Icon aria-hidden="true" className="size-4 shrink-0" />
        Trash
      </Link>
      {usage && <UsageMeter usage={usage} />}
    </nav>
  );
}

function TreeItem({
  node,
  folders,
  currentId,
  open,
}: {
  node: FolderNode;
  folders: readonly StorageFolder[];
  currentId: number | null;
  open: Set<number>;
}) {
  const [expanded, setExpanded] = useState(open.has(node.id));
  const isOpen = expanded || open.has(node.id);
  const active = node.id === currentId;
  const Icon = active ? FolderOpenIcon : FolderIcon;
  return (
    <li>
      <div className="flex items-center" style={{ paddingLeft: `${node.depth * 0.75}rem` }}>
        {node.children.length > 0 ? (
          <button
            type="button"
            className="rounded p-0.5 text-muted-foreground hover:bg-accent"
            aria-label={`${isOpen ? 'Collapse' : 'Expand'} ${node.name}`}
            aria-expanded={isOpen}
            onClick={() => setExpanded(!isOpen)}
          >
            <ChevronRightIcon aria-hidden="true" className={cn('size-4 transition-transform', isOpen && 'rotate-90')} />
          </button>
        ) : (
          <span className="w-5" />
        )}
        <Link
          to={paths.storage.folder(folderPathOf(folders, node.id))}
          className={linkClass(active)}
          aria-current={active ? 'page' : undefined}
        >
          <Icon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <span className="truncate">{node.name}</span>
        </Link>
      </div>
      {isOpen && node.children.length > 0 && (
        <ul>
          {node.children.map((child) => (
            <TreeItem key={child.id} node={child} folders={folders} currentId={currentId} open={open} />
          ))}
        </ul>
      )}
    </li>
  );
}

function UsageMeter({ usage }: { usage: StorageUsage }) {
  const percent = Math.min(100, Math.round((usage.usedBytes / Math.max(1, usage.quotaBytes)) * 100));
  return (
    <div className="mt-4 rounded-md border p-3 text-xs text-muted-foreground">
      {/* biome-ignore lint/a11y/useSemanticElements: a bar styled like the upload bars; <meter> cannot be styled alike everywhere */}
      <div
        role="meter"
        aria-label="Storage used"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mb-2 h-1.5 overflow-hidden rounded bg-muted"
      >
        <div className={cn('h-full bg-primary', percent >= 90 && 'bg-destructive')} style={{ width: `${percent}%` }} />
      </div>
      {formatBytes(usage.usedBytes)} of {formatBytes(usage.quotaBytes)} used (trash included). Files up to{' '}
      {formatBytes(usage.maxUploadBytes)}.
    </div>
  );
}

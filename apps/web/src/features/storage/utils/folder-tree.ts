import type { StorageFolder } from '@statehouse/shared/storage/storage.schemas';

export type FolderNode = StorageFolder & { children: FolderNode[]; depth: number };

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base', numeric: true });

/** The folders as a tree, siblings by name; a folder whose parent is missing hangs at the top. */
export function buildFolderTree(folders: readonly StorageFolder[]): FolderNode[] {
  const ids = new Set(folders.map((folder) => folder.id));
  const childrenOf = new Map<number | null, StorageFolder[]>();
  for (const folder of folders) {
    const parent = folder.parentId !== null && ids.has(folder.parentId) ? folder.parentId : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), folder]);
  }
  const grow = (parent: number | null, depth: number, seen: Set<number>): FolderNode[] =>
    [...(childrenOf.get(parent) ?? [])].sort(byName).flatMap((folder) => {
      if (seen.has(folder.id)) return [];
      const next = new Set(seen).add(folder.id);
      return [{ ...folder, depth, children: grow(folder.id, depth + 1, next) }];
    });
  return grow(null, 0, new Set());
}

/** Every folder of the tree, depth first (for a "move to" list with indentation). */
export function flattenTree(nodes: readonly FolderNode[]): FolderNode[] {
  return nodes.flatMap((node) => [node, ...flattenTree(node.children)]);
}

/** The folders from the top down to `folderId` (empty for the top level or an unknown id). */
export function folderTrail(folders: readonly StorageFolder[], folderId: number | null): StorageFolder[] {
  const byId = new Map(folders.map((folder) => [folder.id, folder]));
  const trail: StorageFolder[] = [];
  let current = folderId === null ? undefined : byId.get(folderId);
  while (current && trail.length < 100) {
    trail.unshift(current);
    current = current.parentId === null ? undefined : byId.get(current.parentId);
  }
  return trail;
}

/** The page path of a folder: its names from the top, joined by "/" (paths.storage.folder encodes each). */
export const folderPathOf = (folders: readonly StorageFolder[], folderId: number | null): string =>
  folderTrail(folders, folderId)
    .map((folder) => folder.name)
    .join('/');

/**
 * The folder a page path names (`contracts/2025`): names match case-insensitively, as the server keeps them unique
 * that way among siblings. `null` is the top level; `undefined` means no such folder.
 */
export function resolveFolderPath(folders: readonly StorageFolder[], path: string): StorageFolder | null | undefined {
  const names = path.split('/').filter(Boolean);
  let parentId: number | null = null;
  let found: StorageFolder | null = null;
  for (const name of names) {
    const next = folders.find(
      (folder) =>
        folder.parentId === parentId && folder.name.localeCompare(name, 'en', { sensitivity: 'accent' }) === 0,
    );
    if (!next) return undefined;
    found = next;
    parentId = next.id;
  }
  return found;
}

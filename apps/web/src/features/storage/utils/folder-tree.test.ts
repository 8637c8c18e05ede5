import type { StorageFolder } from '@statehouse/shared/storage/storage.schemas';
import { buildFolderTree, flattenTree, folderPathOf, folderTrail, resolveFolderPath } from './folder-tree';

const folder = (id: number, name: string, parentId: number | null = null): StorageFolder => ({
  id,
  name,
  parentId,
  fileCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const folders = [
  folder(1, 'Hearings'),
  folder(2, '2025', 1),
  folder(3, 'Contracts'),
  folder(4, '2024', 1),
  folder(5, 'Q1', 2),
];

describe('folder tree', () => {
  it('nests folders by parent, siblings by name', () => {
    const tree = buildFolderTree(folders);
    expect(tree.map((node) => node.name)).toEqual(['Contracts', 'Hearings']);
    expect(tree[1]?.children.map((node) => node.name)).toEqual(['2024', '2025']);
    expect(flattenTree(tree).map((node) => [node.name, node.depth])).toEqual([
      ['Contracts', 0],
      ['Hearings', 0],
      ['2024', 1],
      ['2025', 1],
      ['Q1', 2],
    ]);
  });

  it('turns folders into page paths and back', () => {
    expect(folderTrail(folders, 5).map((item) => item.name)).toEqual(['Hearings', '2025', 'Q1']);
    expect(folderPathOf(folders, 5)).toBe('Hearings/2025/Q1');
    expect(folderPathOf(folders, null)).toBe('');
    expect(resolveFolderPath(folders, 'hearings/2025/q1')?.id).toBe(5);
    expect(resolveFolderPath(folders, '')).toBeNull();
    expect(resolveFolderPath(folders, 'Hearings/2026')).toBeUndefined();
  });
});

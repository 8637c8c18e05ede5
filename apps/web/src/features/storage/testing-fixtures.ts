import type { StorageFile, StorageFolder } from '@statehouse/shared/storage/storage.schemas';

/** Fixtures of the storage feature's component tests. */
export const storageFolder = (
  overrides: Partial<StorageFolder> & Pick<StorageFolder, 'id' | 'name'>,
): StorageFolder => ({
  parentId: null,
  fileCount: 0,
  createdAt: '2026-03-02T15:00:00.000Z',
  updatedAt: '2026-03-02T15:00:00.000Z',
  ...overrides,
});

export const storageFile = (overrides: Partial<StorageFile> & Pick<StorageFile, 'id' | 'name'>): StorageFile => ({
  folderId: null,
  contentType: 'application/pdf',
  sizeBytes: 24_576,
  sha256: 'a'.repeat(64),
  hasText: true,
  previewable: true,
  uploadedBy: { id: 1, name: 'Dana Demo' },
  createdAt: '2026-03-03T10:00:00.000Z',
  updatedAt: '2026-03-03T10:00:00.000Z',
  ...overrides,
});

export const storageUsage = {
  plan: 'team',
  usedBytes: 3 * 1024 * 1024,
  quotaBytes: 50 * 1024 ** 3,
  maxUploadBytes: 50 * 1024 * 1024,
  fileCount: 2,
};

import path from 'node:path';
import type { AppConfig } from '../../config/env';
import type { BlobStore } from './blob-store';
import { LocalBlobStore } from './local-blob-store';
import type { S3BlobStoreOptions } from './s3-blob-store';

/**
 * The blob store the settings name: an S3 bucket when STORAGE_BUCKET is set (at STORAGE_ENDPOINT, AWS when unset;
 * credentials from STORAGE_ACCESS_KEY_ID and STORAGE_SECRET_ACCESS_KEY, else the SDK's usual chain), otherwise a
 * folder under DATA_DIR.
 */
export function createBlobStore(config: AppConfig): BlobStore {
  if (config.STORAGE_BUCKET) {
    return lazyS3BlobStore({
      bucket: config.STORAGE_BUCKET,
      endpoint: config.STORAGE_ENDPOINT,
      region: config.STORAGE_REGION,
      accessKeyId: config.STORAGE_ACCESS_KEY_ID,
      secretAccessKey: config.STORAGE_SECRET_ACCESS_KEY,
      forcePathStyle: config.STORAGE_FORCE_PATH_STYLE,
    });
  }
  return new LocalBlobStore(path.resolve(config.DATA_DIR, 'blobs'));
}

/**
 * The S3 store, with the AWS SDK loaded on its first use: the SDK's modules take about a third of a second to load,
 * which every start would pay even when nobody stores a file (issue 34's restart target).
 */
function lazyS3BlobStore(options: S3BlobStoreOptions): BlobStore {
  let loaded: Promise<BlobStore> | null = null;
  const store = () => {
    loaded ??= import('./s3-blob-store').then(({ S3BlobStore }) => new S3BlobStore(options));
    return loaded;
  };
  return {
    kind: 's3',
    put: async (key, body, putOptions) => (await store()).put(key, body, putOptions),
    get: async (key, range) => (await store()).get(key, range),
    size: async (key) => (await store()).size(key),
    delete: async (key) => (await store()).delete(key),
    exists: async (key) => (await store()).exists(key),
    close: () => {
      void loaded?.then((opened) => opened.close?.());
    },
  };
}

import path from 'node:path';
import type { AppConfig } from '../../config/env';
import type { BlobStore } from './blob-store';
import { LocalBlobStore } from './local-blob-store';
import { S3BlobStore } from './s3-blob-store';

/**
 * The blob store the settings name: an S3 bucket when STORAGE_BUCKET is set (at STORAGE_ENDPOINT, AWS when unset;
 * credentials from STORAGE_ACCESS_KEY_ID and STORAGE_SECRET_ACCESS_KEY, else the SDK's usual chain), otherwise a
 * folder under DATA_DIR.
 */
export function createBlobStore(config: AppConfig): BlobStore {
  if (config.STORAGE_BUCKET) {
    return new S3BlobStore({
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

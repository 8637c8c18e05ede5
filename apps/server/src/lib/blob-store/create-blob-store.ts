import path from 'node:path';
import type { AppConfig } from '../../config/env';
import type { BlobStore } from './blob-store';
import { LocalBlobStore } from './local-blob-store';

/** The blob store the settings name: a folder under DATA_DIR unless STORAGE_BUCKET names an S3 bucket. */
export function createBlobStore(config: AppConfig): BlobStore {
  return new LocalBlobStore(path.resolve(config.DATA_DIR, 'blobs'));
}

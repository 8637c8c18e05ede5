import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { AppConfig } from '../src/config/env';

export type LocalS3 = {
  endpoint: string;
  bucket: string;
  /** Settings that point the app's blob store at this server. */
  config: Partial<AppConfig>;
  close: () => Promise<void>;
};

/**
 * A local S3-compatible server (s3rver, files in a temporary folder) on a free loopback port, with one empty bucket;
 * close() stops it and removes its files. s3rver accepts any credentials.
 */
export async function startLocalS3(bucket = 'statehouse-test'): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'statehouse-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    config: {
      STORAGE_BUCKET: bucket,
      STORAGE_ENDPOINT: endpoint,
      STORAGE_REGION: 'us-east-1',
      STORAGE_ACCESS_KEY_ID: 'S3RVER',
      STORAGE_SECRET_ACCESS_KEY: 'S3RVER',
      STORAGE_FORCE_PATH_STYLE: true,
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

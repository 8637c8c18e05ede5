import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/env';
import type { BlobStore } from '../lib/blob-store/blob-store';
import { createBlobStore } from '../lib/blob-store/create-blob-store';

declare module 'fastify' {
  interface FastifyInstance {
    blobStore: BlobStore;
  }
}

/** Makes the configured blob store reachable from every route and job as `app.blobStore`. */
export function registerBlobStore(app: FastifyInstance, config: AppConfig, store?: BlobStore): void {
  const blobStore = store ?? createBlobStore(config);
  app.decorate('blobStore', blobStore);
  app.addHook('onClose', async () => blobStore.close?.());
}

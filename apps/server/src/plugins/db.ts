import type { FastifyInstance } from 'fastify';
import type { Database, DatabaseHandle, DatabaseKind } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbKind: DatabaseKind;
  }
}

/** Makes the database reachable from every route as `app.db`, and closes it with the app. */
export function registerDatabase(
  app: FastifyInstance,
  handle: DatabaseHandle,
  options: { closeWithApp: boolean },
): void {
  app.decorate('db', handle.db);
  app.decorate('dbKind', handle.kind);
  if (options.closeWithApp) app.addHook('onClose', () => handle.close());
}

import type { FastifyInstance } from 'fastify';
import { statusRoutes } from './status/status.routes';

/**
 * Every API module, registered explicitly under /api so that the order and prefixes of all
 * routes can be read in one place. Add a line here when a module lands.
 */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(statusRoutes, { prefix: '/api' });
}

import type { FastifyInstance } from 'fastify';
import { accountsRoutes } from './accounts/accounts.routes';
import { authRoutes } from './auth/auth.routes';
import { invitationsRoutes } from './invitations/invitations.routes';
import { statusRoutes } from './status/status.routes';
import { userSettingsRoutes } from './user-settings/user-settings.routes';
import { usersRoutes } from './users/users.routes';

/**
 * Every API module, registered explicitly under /api so that the order and prefixes of all
 * routes can be read in one place. Add a line here when a module lands.
 */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(statusRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api' });
  await app.register(accountsRoutes, { prefix: '/api' });
  await app.register(invitationsRoutes, { prefix: '/api' });
  await app.register(usersRoutes, { prefix: '/api' });
  await app.register(userSettingsRoutes, { prefix: '/api' });
}

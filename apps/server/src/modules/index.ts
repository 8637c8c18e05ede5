import type { FastifyInstance } from 'fastify';
import { accountsRoutes } from './accounts/accounts.routes';
import { aiRoutes } from './ai/ai.routes';
import { alertsRoutes } from './alerts/alerts.routes';
import { authRoutes } from './auth/auth.routes';
import { billsRoutes } from './bills/bills.routes';
import { calendarRoutes } from './calendar/calendar.routes';
import { committeesRoutes } from './committees/committees.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { demoRequestsRoutes } from './demo-requests/demo-requests.routes';
import { emailRoutes } from './email/email.routes';
import { financeRoutes } from './finance/finance.routes';
import { invitationsRoutes } from './invitations/invitations.routes';
import { lobbyingRoutes } from './lobbying/lobbying.routes';
import { membersRoutes } from './members/members.routes';
import { newsRoutes } from './news/news.routes';
import { newsletterRoutes } from './newsletter/newsletter.routes';
import { notificationsRoutes } from './notifications/notifications.routes';
import { passwordResetRoutes } from './password-reset/password-reset.routes';
import { positionsRoutes } from './positions/positions.routes';
import { referralsRoutes } from './referrals/referrals.routes';
import { relationshipsRoutes } from './relationships/relationships.routes';
import { remarksRoutes } from './remarks/remarks.routes';
import { searchRoutes } from './search/search.routes';
import { sessionsRoutes } from './sessions/sessions.routes';
import { statusRoutes } from './status/status.routes';
import { statutesRoutes } from './statutes/statutes.routes';
import { subjectsRoutes } from './subjects/subjects.routes';
import { tagsRoutes } from './tags/tags.routes';
import { testimonyRoutes } from './testimony/testimony.routes';
import { tickSheetsRoutes } from './tick-sheets/tick-sheets.routes';
import { trackingRoutes } from './tracking/tracking.routes';
import { userSettingsRoutes } from './user-settings/user-settings.routes';
import { usersRoutes } from './users/users.routes';
import { votesRoutes } from './votes/votes.routes';
import { webhooksRoutes } from './webhooks/webhooks.routes';

/**
 * Every API module, registered explicitly under /api so that the order and prefixes of all
 * routes can be read in one place. Add a line here when a module lands.
 */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(statusRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api' });
  await app.register(accountsRoutes, { prefix: '/api' });
  await app.register(invitationsRoutes, { prefix: '/api' });
  await app.register(passwordResetRoutes, { prefix: '/api' });
  await app.register(usersRoutes, { prefix: '/api' });
  await app.register(userSettingsRoutes, { prefix: '/api' });
  await app.register(notificationsRoutes, { prefix: '/api' });
  await app.register(newsletterRoutes, { prefix: '/api' });
  await app.register(demoRequestsRoutes, { prefix: '/api' });
  await app.register(referralsRoutes, { prefix: '/api' });
  await app.register(billsRoutes, { prefix: '/api' });
  await app.register(votesRoutes, { prefix: '/api' });
  await app.register(searchRoutes, { prefix: '/api' });
  await app.register(subjectsRoutes, { prefix: '/api' });
  await app.register(sessionsRoutes, { prefix: '/api' });
  await app.register(tagsRoutes, { prefix: '/api' });
  await app.register(trackingRoutes, { prefix: '/api' });
  await app.register(positionsRoutes, { prefix: '/api' });
  await app.register(remarksRoutes, { prefix: '/api' });
  await app.register(alertsRoutes, { prefix: '/api' });
  await app.register(webhooksRoutes, { prefix: '/api' });
  await app.register(emailRoutes, { prefix: '/api' });
  await app.register(dashboardRoutes, { prefix: '/api' });
  await app.register(newsRoutes, { prefix: '/api' });
  await app.register(committeesRoutes, { prefix: '/api' });
  await app.register(calendarRoutes, { prefix: '/api' });
  await app.register(membersRoutes, { prefix: '/api' });
  await app.register(tickSheetsRoutes, { prefix: '/api' });
  await app.register(relationshipsRoutes, { prefix: '/api' });
  await app.register(statutesRoutes, { prefix: '/api' });
  await app.register(aiRoutes, { prefix: '/api' });
  await app.register(financeRoutes, { prefix: '/api' });
  await app.register(lobbyingRoutes, { prefix: '/api' });
  await app.register(testimonyRoutes, { prefix: '/api' });
}

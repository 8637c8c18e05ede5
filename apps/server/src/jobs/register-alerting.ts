import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/env';
import { createLivePush, type LivePush } from '../notify/live-push';
import { withSendTimeout } from '../notify/mailer';
import { createPgListener, type PgListener } from '../notify/pg-listen';
import { createTwilioSms } from '../notify/sms';
import { type AlertEngine, startAlertEngine } from './alert-engine';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's live streams (GET /api/notifications/stream), fed by NOTIFY from every process. */
    livePush: LivePush;
    /** The alert engine when this process runs it (ALERT_WORKERS), once the app is ready. */
    alertEngine: () => AlertEngine | null;
    /** This process's LISTEN connection, for modules that react to NOTIFY (the bills list's count cache). */
    pgListener: PgListener;
  }
}

/**
 * Live push in every process; the alert engine too when ALERT_WORKERS is on (the default; tests turn it on where
 * they need it). Both stop before the database closes; open streams end first so the server can close.
 */
export async function registerAlerting(app: FastifyInstance, config: AppConfig): Promise<void> {
  const listener = await createPgListener(app.db, app.dbKind, app.log);
  const livePush = await createLivePush({ db: app.db, listener, heartbeatMs: config.SSE_HEARTBEAT_MS, log: app.log });
  let engine: AlertEngine | null = null;
  app.decorate('livePush', livePush);
  app.decorate('pgListener', listener);
  app.decorate('alertEngine', () => engine);

  // Each exchange with the mail server stays well below the claim lease (see notify/mailer.ts).
  const mailer = withSendTimeout(app.mailer, Math.max(Math.floor(config.OUTBOX_LEASE_MS / 3), 200));
  if (config.ALERT_WORKERS) {
    app.addHook('onReady', async () => {
      engine = await startAlertEngine({
        db: app.db,
        listener,
        config,
        mailer,
        sms: createTwilioSms(config),
        log: app.log,
      });
    });
  }
  app.addHook('preClose', async () => {
    livePush.closeAll();
    await engine?.stop();
    engine = null;
    await listener.close();
  });
}

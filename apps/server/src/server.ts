import type { AddressInfo } from 'node:net';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { type AppConfig, isLoopbackHost, loadConfig } from './config/env';
import { openDatabaseForStart, type PendingSampleLoad } from './first-start';
import { addDemoTrackingAfterLoad, ensureDemoAccount } from './modules/accounts/demo-account';
import { StartupProgress } from './plugins/startup';

/** What a start on an empty database fills in before it answers (first-start.ts); it checks for itself. */
async function onFirstStart(app: FastifyInstance, config: AppConfig): Promise<void> {
  await ensureDemoAccount(app.db, app.log, {
    nodeEnv: config.NODE_ENV,
    force: config.DEMO_ACCOUNT,
    reachableFromOutside: !isLoopbackHost(config.HOST),
  });
}

/**
 * npm start builds the web app beside the server (scripts/start.mjs): asked once this process listens for the answer
 * (a message sent earlier would be lost), it answers when the build is done.
 */
function webAppBuilt(): Promise<void> {
  return new Promise((resolve) => {
    const onMessage = (message: unknown) => {
      if (message !== 'web-built') return;
      process.off('message', onMessage);
      process.disconnect?.();
      resolve();
    };
    process.on('message', onMessage);
    process.send?.('web-build-done?');
  });
}

/**
 * The sample and the indexes built from it, loaded after the server answers (decision 080): a line per step in the
 * log, the progress in GET /api/status, then the demo account's tracked bills (they need the bills).
 */
async function loadInBackground(app: FastifyInstance, pending: PendingSampleLoad, startup: StartupProgress) {
  const started = performance.now();
  const loaded = await pending.run((progress) => startup.update(progress));
  if (!loaded) {
    startup.fail('see the log above');
    return;
  }
  await addDemoTrackingAfterLoad(app.db);
  startup.finish();
  app.log.info(
    `Statehouse has finished loading (${((performance.now() - started) / 1000).toFixed(1)} s after it began).`,
  );
}

const config = loadConfig();
const startup = new StartupProgress();
let pendingSample: PendingSampleLoad | null = null;
// Live sync (jobs/register-live-sync.ts) starts once the server listens and the sample load below is done.
const app = await buildApp(config, {
  liveSyncEnv: process.env,
  openDatabase: async (log) => {
    const opened = await openDatabaseForStart({ config, log });
    pendingSample = opened.pendingSample;
    if (pendingSample) startup.begin();
    return opened.database;
  },
  webAppBuilt: config.WEB_BUILD_PENDING && process.connected ? webAppBuilt() : undefined,
  startup,
});
await app.ready();
await onFirstStart(app, config);

let closing = false;
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  closing = true;
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
});

await app.listen({ port: config.PORT, host: config.HOST });
const { port } = app.server.address() as AddressInfo;
app.log.info(`Statehouse is ready on http://localhost:${port} (database: ${app.dbKind})`);
if (pendingSample) {
  app.log.info(
    'Loading the sample data in the background: the app answers meanwhile, with what is loaded so far (GET /api/status says how far).',
  );
  const pending: PendingSampleLoad = pendingSample;
  void loadInBackground(app, pending, startup).catch((error: unknown) => {
    // A stop (SIGTERM) closes the database under the load: expected, and the next start resumes it.
    if (closing) return;
    startup.fail(error instanceof Error ? error.message : String(error));
    app.log.error({ err: error }, 'the background sample load failed');
  });
}

import type { AddressInfo } from 'node:net';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { type AppConfig, isLoopbackHost, loadConfig } from './config/env';
import { openDatabaseForStart } from './first-start';
import { ensureDemoAccount } from './modules/accounts/demo-account';

/** What a start on an empty database fills in after the sample (first-start.ts); it checks for itself. */
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

const config = loadConfig();
// Live sync (jobs/register-live-sync.ts) starts once the server listens, after the first-start work below.
const app = await buildApp(config, {
  liveSyncEnv: process.env,
  openDatabase: (log) => openDatabaseForStart({ config, log }),
  webAppBuilt: config.WEB_BUILD_PENDING && process.connected ? webAppBuilt() : undefined,
});
await app.ready();
await onFirstStart(app, config);

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
});

await app.listen({ port: config.PORT, host: config.HOST });
const { port } = app.server.address() as AddressInfo;
app.log.info(`Statehouse is ready on http://localhost:${port} (database: ${app.dbKind})`);

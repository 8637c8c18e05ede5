import type { AddressInfo } from 'node:net';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { type AppConfig, isLoopbackHost, loadConfig } from './config/env';
import { loadSampleIfEmpty } from './ingest/sample/index';
import { startLiveSync } from './ingest/sync/scheduler';
import { ensureDemoAccount } from './modules/accounts/demo-account';

/** What a start on an empty database fills in; each step checks for itself and does nothing otherwise. */
async function onFirstStart(app: FastifyInstance, config: AppConfig): Promise<void> {
  await loadSampleIfEmpty(app.db, app.log);
  await ensureDemoAccount(app.db, app.log, {
    nodeEnv: config.NODE_ENV,
    force: config.DEMO_ACCOUNT,
    reachableFromOutside: !isLoopbackHost(config.HOST),
  });
}

const config = loadConfig();
const app = await buildApp(config);
await app.ready();
await onFirstStart(app, config);
// Off (with a log line saying why) unless OPENSTATES_API_KEY or LEGISCAN_API_KEY is set.
const liveSync = startLiveSync({ db: app.db, env: process.env, logger: app.log });

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await liveSync?.stop();
  await app.close();
});

await app.listen({ port: config.PORT, host: config.HOST });
const { port } = app.server.address() as AddressInfo;
app.log.info(`Statehouse is ready on http://localhost:${port} (database: ${app.dbKind})`);

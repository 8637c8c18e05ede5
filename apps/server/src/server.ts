import type { AddressInfo } from 'node:net';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { type AppConfig, isLoopbackHost, loadConfig } from './config/env';
import { loadSampleIfEmpty } from './ingest/sample/index';
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
// Live sync (jobs/register-live-sync.ts) starts once the server listens, after the first-start work below.
const app = await buildApp(config, { liveSyncEnv: process.env });
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

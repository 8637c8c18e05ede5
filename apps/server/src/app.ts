import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env';
import { type DatabaseHandle, openDatabase } from './db/client';
import { registerJobs } from './jobs/register-jobs';
import { autoTrackJobKind, startAutoTrackWorker } from './modules/autotrack/autotrack.service';
import { clipPageMeta } from './modules/committee-videos/committee-videos.service';
import { registerModules } from './modules/index';
import { startReportScheduler } from './modules/reports/schedules.service';
import { startTaskAutomation } from './modules/tasks/tasks.service';
import { registerAi } from './plugins/ai';
import { registerAuth } from './plugins/auth';
import { registerBlobStore } from './plugins/blob-store';
import { registerCompression } from './plugins/compression';
import { registerDatabase } from './plugins/db';
import { registerErrorHandler } from './plugins/error-handler';
import { registerInputGuard } from './plugins/input-guard';
import { registerMailer } from './plugins/mailer';
import { registerMultipart } from './plugins/multipart';
import { registerRequestLog } from './plugins/request-log';
import { registerSecurity } from './plugins/security';
import { createSerializerCompiler } from './plugins/serializer';
import { registerStartup, type StartupProgress } from './plugins/startup';
import { MAX_PATH_PARAMETER_LENGTH, registerSwagger } from './plugins/swagger';
import { registerWebApp } from './plugins/web-app';

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

export type BuildAppOptions = {
  /** An open, migrated database; when absent the app opens (and later closes) the configured one. */
  database?: DatabaseHandle;
  /**
   * Opens (and migrates) the database instead of opening the configured one, with the app's logger; the app closes
   * it. server.ts passes its first-start preparation (first-start.ts).
   */
  openDatabase?: (log: FastifyBaseLogger) => Promise<DatabaseHandle>;
  /** Serve the web app's pages once this settles (npm start builds it beside the server); undefined: at once. */
  webAppBuilt?: Promise<void>;
  /** The environment live sync reads its keys from; server.ts passes process.env, tests leave it off. */
  liveSyncEnv?: Record<string, string | undefined>;
  /** A first start's background load (server.ts, decision 080); absent, everything counts as loaded. */
  startup?: StartupProgress;
};

/** Opens the database named by the settings: a PostgreSQL server when DATABASE_URL is set, else PGlite in DATA_DIR. */
export async function openConfiguredDatabase(config: AppConfig): Promise<DatabaseHandle> {
  return config.DATABASE_URL
    ? openDatabase({ kind: 'postgres', url: config.DATABASE_URL })
    : openDatabase({ kind: 'pglite', dataDir: config.DATA_DIR });
}

/** The whole application as one Fastify instance; server.ts listens with it and tests inject into it. */
export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            transport:
              config.NODE_ENV === 'development'
                ? { target: 'pino-pretty', options: { singleLine: true, ignore: 'pid,hostname' } }
                : undefined,
          },
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 10 * 1024 * 1024,
    // Path parameters are bounded by their schemas (a voteId may be 200 characters); Fastify's default
    // of 100 would answer 414 before the schema could answer.
    routerOptions: { maxParamLength: MAX_PATH_PARAMETER_LENGTH },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // zod checks every reply in development and tests; production writes with fast-json-stringify (decision 017).
  app.setSerializerCompiler(createSerializerCompiler({ strict: config.NODE_ENV !== 'production' }));
  registerErrorHandler(app);
  registerRequestLog(app);
  registerInputGuard(app);

  let database = options.database;
  if (!database && options.openDatabase) {
    database = await options.openDatabase(app.log);
  } else if (!database) {
    database = await openConfiguredDatabase(config);
    await database.migrate();
  }
  registerDatabase(app, database, { closeWithApp: !options.database });
  registerStartup(app, options.startup);
  registerBlobStore(app, config);
  registerAi(app, config);
  registerMailer(app, config);

  await registerSecurity(app);
  await registerCompression(app);
  await registerSwagger(app, config.PUBLIC_URL);
  await registerAuth(app, config);
  await registerMultipart(app);
  // Before the modules: the notifications stream needs app.livePush.
  await registerJobs(app, config, {
    startReportScheduler,
    startAutoTrackWorker,
    startTaskAutomation,
    moduleJobKinds: [autoTrackJobKind],
    liveSyncEnv: options.liveSyncEnv,
  });
  await registerModules(app);
  // With a build under way (npm start), the server answers at once and serves the app when it is built (decision 080).
  await registerWebApp(app, config.WEB_DIST_DIR ?? defaultWebDist, {
    built: options.webAppBuilt,
    // A shared clip's page carries its title and video in link previews (decision 070).
    pageMeta: (pathname) => clipPageMeta({ db: app.db, pathname, publicUrl: config.PUBLIC_URL }),
  });

  return app;
}

import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * The repository's node_modules/.cache/statehouse, wherever the server is started from: `npm start` runs at the root,
 * the tests in apps/server, and a copy kept by one serves the other (a relative path named the two folders apart).
 */
const defaultSampleTemplateDir = fileURLToPath(new URL('../../../../node_modules/.cache/statehouse', import.meta.url));

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

/**
 * Every setting the server reads, parsed once at start. All are optional: a missing one turns its
 * feature off (with a message in the log), never a crash.
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(10000),
  /** Loopback by default: a server reachable from other machines is a choice (HOST=0.0.0.0), never an accident. */
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: z.url().optional(),
  /**
   * Where a copy of the embedded database with the sample loaded is kept, so that a new DATA_DIR starts from it
   * instead of loading the sample again (decision 065); `off` never keeps or uses one.
   */
  SAMPLE_TEMPLATE_DIR: z.string().min(1).default(defaultSampleTemplateDir),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: z.url().optional(),
  WEB_DIST_DIR: z.string().optional(),
  /** Set by `npm start` while it builds the web app beside the server: serve it after the build's message. */
  WEB_BUILD_PENDING: booleanFlag.default(false),
  ENABLE_REGISTRATION: booleanFlag.default(true),
  /** Set only behind a reverse proxy: then X-Forwarded-For names the client (login rate limits use it). */
  TRUST_PROXY: booleanFlag.default(false),
  /**
   * Create the demo account (published password) on an empty database even in production or on a
   * server that listens beyond loopback; without it the demo account exists only on a loopback bind.
   */
  DEMO_ACCOUNT: booleanFlag.default(false),
  /** Days a session lives after it was last used (sliding expiry). */
  SESSION_TTL_DAYS: z.coerce.number().positive().max(365).default(14),
  /**
   * Seconds a process keeps a session it read in memory (decision 017). Sign-out and password changes take
   * effect at once in the process that made them; other processes on the same database notice within this
   * many seconds. 0 reads the session from the database on every request.
   */
  SESSION_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(5),
  /** argon2id cost; the defaults are OWASP's minimum (19 MiB, 2 passes). Tests lower them. */
  PASSWORD_HASH_MEMORY_KIB: z.coerce.number().int().min(1024).default(19456),
  PASSWORD_HASH_ITERATIONS: z.coerce.number().int().min(1).default(2),
  /** Failed sign-ins allowed per username and per IP address within the window before 429. */
  LOGIN_MAX_FAILURES_PER_USERNAME: z.coerce.number().int().min(1).default(10),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(30),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  /** Outgoing mail, e.g. smtp://user:pass@mail.example.com:587. Unset: invitation links go back to the inviter. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Statehouse <no-reply@statehouse.local>'),
  /**
   * Text messages through a Twilio-compatible REST API: POST {SMS_BASE_URL}/2010-04-01/Accounts/{SID}/Messages.json
   * with basic auth. Unset SMS_BASE_URL, SMS_ACCOUNT_SID, SMS_AUTH_TOKEN or SMS_FROM: the SMS channel is off.
   */
  SMS_BASE_URL: z.url().optional(),
  SMS_ACCOUNT_SID: z.string().min(1).optional(),
  SMS_AUTH_TOKEN: z.string().min(1).optional(),
  SMS_FROM: z.string().min(1).optional(),
  /**
   * Run the alert engine in this process: match new bill events to alerts and deliver the outbox (decision 028).
   * Every process may run it (they share the work through the database); tests start it only where they need it.
   */
  ALERT_WORKERS: booleanFlag.default(true),
  /** A bill's events within this many milliseconds of its last alert are gathered into one message. */
  ALERT_COALESCE_MS: z.coerce.number().int().min(0).max(600_000).default(2000),
  /** Safety-net poll of the engine when no NOTIFY wakes it (a lost connection, a missed trigger). */
  ALERT_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(5000),
  /** Delivery attempts before a message is given up as dead; waits grow 2x from OUTBOX_RETRY_BASE_MS. */
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(30).default(8),
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(5000),
  /** How long a worker holds a claimed message; a killed worker's messages are taken again after it. */
  OUTBOX_LEASE_MS: z.coerce.number().int().min(500).max(3_600_000).default(60_000),
  /** A source whose last successful import is older than this is flagged as stale in every alert. */
  STALE_SOURCE_HOURS: z.coerce.number().positive().max(8760).default(36),
  /** Local hour (in each user's time zone) at which daily and weekly (Mondays) e-mail digests go out. */
  DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(7),
  /** Comment lines on open live streams (GET /api/notifications/stream) so proxies keep them open. */
  SSE_HEARTBEAT_MS: z.coerce.number().int().min(100).max(300_000).default(15_000),
  /**
   * How often the portal's and guests' live streams (decision 084) look for a change in what is shared with them,
   * and whether the visitor or guest still has access: a change or a revocation reaches them within this time.
   */
  EXTERNAL_STREAM_POLL_MS: z.coerce.number().int().min(50).max(300_000).default(3000),
  /**
   * File storage (decision 035): files go to a folder under DATA_DIR unless STORAGE_BUCKET is set, then to any
   * S3-compatible service at STORAGE_ENDPOINT (AWS when unset) with these credentials.
   */
  STORAGE_BUCKET: z.string().min(1).optional(),
  STORAGE_ENDPOINT: z.url().optional(),
  STORAGE_REGION: z.string().min(1).default('us-east-1'),
  STORAGE_ACCESS_KEY_ID: z.string().min(1).optional(),
  STORAGE_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Path-style addressing (http://host/bucket/key), which most self-hosted S3-compatible servers need. */
  STORAGE_FORCE_PATH_STYLE: booleanFlag.default(true),
  /** Largest single upload accepted; larger files answer 413. */
  STORAGE_MAX_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(50 * 1024 * 1024),
  /**
   * An OpenAI-compatible chat API for the AI features (decision 036). Unset AI_BASE_URL, AI_API_KEY or AI_MODEL:
   * answers are extractive, built offline from the best passages found by full-text search.
   */
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  /**
   * Run durable background jobs (transcription, ...) in this process (decision 068). Every process may: they share
   * the work through the background_jobs table. Tests start the workers they need.
   */
  JOB_WORKERS: booleanFlag.default(true),
  /** How long a worker holds a claimed job without a heartbeat; a killed worker's job is claimed again after it. */
  JOB_LEASE_MS: z.coerce.number().int().min(300).max(3_600_000).default(60_000),
  /** First wait before a failed job is retried; each further wait doubles. */
  JOB_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  /** Safety-net poll of the job workers when no NOTIFY wakes them. */
  JOB_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(10_000),
  /**
   * An OpenAI-compatible speech-to-text API (/v1/audio/transcriptions: faster-whisper server, whisper.cpp, hosted
   * Whisper) for hearing media (decision 069). Unset, the local pocketsphinx provider transcribes offline.
   */
  TRANSCRIBE_BASE_URL: z.url().optional(),
  TRANSCRIBE_API_KEY: z.string().min(1).optional(),
  TRANSCRIBE_MODEL: z.string().min(1).default('whisper-1'),
  /** Seconds of media per request to the transcription API; chunks overlap by TRANSCRIBE_OVERLAP_SECONDS. */
  TRANSCRIBE_CHUNK_SECONDS: z.coerce.number().int().min(10).max(3600).default(600),
  TRANSCRIBE_OVERLAP_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  /**
   * pocketsphinx processes one transcription runs at once over chunks of the recording (and the number reads after
   * each bill noun); default: the machine's cores, at most 4.
   */
  TRANSCRIBE_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(Math.min(4, availableParallelism())),
  /**
   * Seconds of media per pocketsphinx transcript chunk: each finished chunk is kept, so a job resumed after its worker
   * died decodes only the chunks not yet done.
   */
  TRANSCRIBE_LOCAL_CHUNK_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
  INVITATION_TTL_DAYS: z.coerce.number().positive().max(90).default(7),
  /** Minutes a password reset link stays valid (mailed by "Forgot password?" or made by an admin in /accounts). */
  PASSWORD_RESET_TTL_MINUTES: z.coerce.number().int().min(5).max(10080).default(60),
});

export type AppConfig = z.infer<typeof envSchema>;

/** Reads the settings from the environment; prints every problem and exits when one is invalid. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid settings:\n${problems.join('\n')}`);
  }
  return Object.freeze(result.data);
}

/** Settings for tests: defaults with quiet logging, overridable per test. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  // The cheapest argon2id parameters keep the suite fast; the hashes are still real argon2id.
  const defaults = envSchema.parse({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PASSWORD_HASH_MEMORY_KIB: '1024',
    PASSWORD_HASH_ITERATIONS: '1',
    // Tests that need the alert engine start it (buildTestApp({ ALERT_WORKERS: true })); others see a quiet outbox.
    ALERT_WORKERS: 'false',
    JOB_WORKERS: 'false',
  });
  return { ...defaults, ...overrides };
}

/** Whether a listen address only accepts connections from this machine. */
export function isLoopbackHost(host: string): boolean {
  const normalized = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  return normalized === 'localhost' || normalized === '::1' || /^127\.\d+\.\d+\.\d+$/.test(normalized);
}

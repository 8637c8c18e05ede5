import { z } from 'zod';

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
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: z.url().optional(),
  WEB_DIST_DIR: z.string().optional(),
  ENABLE_REGISTRATION: booleanFlag.default(true),
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
  return { ...envSchema.parse({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), ...overrides };
}

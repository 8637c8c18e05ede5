import { states } from '@statehouse/shared/reference/states';
import { z } from 'zod';

const positive = (fallback: number) => z.coerce.number().positive().default(fallback);

/** The live-sync settings, read from the environment (all optional; no key means that connector is off). */
export const syncEnvSchema = z.object({
  OPENSTATES_API_KEY: z.string().trim().min(1).optional(),
  OPENSTATES_API_URL: z.url().default('https://v3.openstates.org'),
  /** Open States' free tier allows 10 requests a minute (and 500 a day). */
  OPENSTATES_REQUESTS_PER_MINUTE: positive(10),
  LEGISCAN_API_KEY: z.string().trim().min(1).optional(),
  LEGISCAN_API_URL: z.url().default('https://api.legiscan.com/'),
  LEGISCAN_REQUESTS_PER_MINUTE: positive(30),
  /** Comma-separated state codes to keep in sync; every state, DC and US when unset. */
  SYNC_STATES: z.string().optional(),
  /** How often each state is synced. */
  SYNC_INTERVAL_MINUTES: positive(360),
});

export type SyncSettings = {
  openstates?: { apiKey: string; baseUrl: string; requestsPerMinute: number };
  legiscan?: { apiKey: string; baseUrl: string; requestsPerMinute: number };
  states: string[];
  intervalMs: number;
};

/** Parses the sync settings; problems come back as messages (a bad setting turns sync off, never a crash). */
export function syncSettingsFrom(env: Record<string, string | undefined>): {
  settings?: SyncSettings;
  problems: string[];
} {
  const parsed = syncEnvSchema.safeParse(env);
  if (!parsed.success) {
    return { problems: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) };
  }
  const value = parsed.data;
  const known = new Set<string>(states.map((state) => state.id));
  const requested = value.SYNC_STATES
    ? value.SYNC_STATES.split(',')
        .map((code) => code.trim().toUpperCase())
        .filter(Boolean)
    : [...known];
  const unknown = requested.filter((code) => !known.has(code));
  if (unknown.length > 0) return { problems: [`SYNC_STATES: unknown state code(s) ${unknown.join(', ')}`] };
  return {
    problems: [],
    settings: {
      openstates: value.OPENSTATES_API_KEY
        ? {
            apiKey: value.OPENSTATES_API_KEY,
            baseUrl: value.OPENSTATES_API_URL,
            requestsPerMinute: value.OPENSTATES_REQUESTS_PER_MINUTE,
          }
        : undefined,
      legiscan: value.LEGISCAN_API_KEY
        ? {
            apiKey: value.LEGISCAN_API_KEY,
            baseUrl: value.LEGISCAN_API_URL,
            requestsPerMinute: value.LEGISCAN_REQUESTS_PER_MINUTE,
          }
        : undefined,
      states: requested,
      intervalMs: value.SYNC_INTERVAL_MINUTES * 60_000,
    },
  };
}

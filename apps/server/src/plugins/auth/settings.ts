import type { AppConfig } from '../../config/env';
import type { PasswordHashCost } from './credentials';

/** The settings sign-in and sessions depend on, read once from the app settings. */
export type AuthSettings = {
  registrationEnabled: boolean;
  sessionTtlMs: number;
  hashCost: PasswordHashCost;
  maxFailuresPerUsername: number;
  maxFailuresPerIp: number;
  loginWindowMs: number;
};

export function authSettingsFrom(config: AppConfig): AuthSettings {
  return {
    registrationEnabled: config.ENABLE_REGISTRATION,
    sessionTtlMs: config.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    hashCost: { memoryKib: config.PASSWORD_HASH_MEMORY_KIB, iterations: config.PASSWORD_HASH_ITERATIONS },
    maxFailuresPerUsername: config.LOGIN_MAX_FAILURES_PER_USERNAME,
    maxFailuresPerIp: config.LOGIN_MAX_FAILURES_PER_IP,
    loginWindowMs: config.LOGIN_WINDOW_MINUTES * 60 * 1000,
  };
}

/** What the session guards answer (401, 403); the auth module's authErrors holds these and its own. */
export const sessionErrors = {
  notSignedIn: 'Please log in to continue.',
  forbidden: 'You do not have permission to do that.',
} as const;

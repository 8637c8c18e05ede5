import { afterAll, beforeAll, expect } from 'vitest';
import type { AppConfig } from '../src/config/env';
import { registerAccount } from './factories/accounts';
import { buildSampleTestApp, type SampleTestApp } from './sample-database';

export type SignedInSampleApp = {
  /** The app on the bill sample; set once the file's beforeAll has run. */
  testApp: SampleTestApp;
  /** The session cookie of a newly registered account. */
  cookie: string;
  /** GET as that account, expecting `expectedStatus` (200), and the JSON reply. */
  get: <T>(url: string, expectedStatus?: number) => Promise<T>;
};

/**
 * For an API test file over the bill sample: starts the app from the sample snapshot and signs an account in before
 * the file's tests, closes it after them. Call it at the top level of the file.
 */
export function useSignedInSampleApp(overrides: Partial<AppConfig> = {}): SignedInSampleApp {
  const context = {
    get: async <T>(url: string, expectedStatus = 200): Promise<T> => {
      const response = await context.testApp.app.inject({ method: 'GET', url, headers: { cookie: context.cookie } });
      expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(expectedStatus);
      return response.json<T>();
    },
  } as SignedInSampleApp;
  beforeAll(async () => {
    context.testApp = await buildSampleTestApp(overrides);
    ({ cookie: context.cookie } = await registerAccount(context.testApp.app));
  }, 120_000);
  afterAll(() => context.testApp.close());
  return context;
}

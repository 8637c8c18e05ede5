import { expect, test as setup } from '@playwright/test';
import { demoSession } from './demo-session';

// Signs the demo user in once for the whole run (the 'sign-in' project in playwright.config.ts, which the others
// depend on). Through the API, so the journeys start with the session cookie and nothing else in their storage;
// the login form itself is auth.spec.ts's journey.
setup('sign the demo user in and store the session', async ({ request }) => {
  // A first start answers before the sample is loaded (decision 080); the journeys need all of it. playwright.config.ts
  // waits for /api/status/ready itself when it starts the server; a server started by hand (E2E_BASE_URL) may still
  // be loading, so wait here too.
  setup.setTimeout(600_000);
  await expect
    .poll(async () => (await request.get('/api/status/ready')).status(), { timeout: 590_000, intervals: [1_000] })
    .toBe(200);
  const reply = await request.post('/api/auth/login', { data: { username: 'demo', password: 'demo1234' } });
  expect(reply.status()).toBe(200);
  await request.storageState({ path: demoSession });
});

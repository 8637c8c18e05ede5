import { expect, test as setup } from '@playwright/test';
import { demoSession } from './demo-session';

// Signs the demo user in once for the whole run (the 'sign-in' project in playwright.config.ts, which the others
// depend on). Through the API, so the journeys start with the session cookie and nothing else in their storage;
// the login form itself is auth.spec.ts's journey.
setup('sign the demo user in and store the session', async ({ request }) => {
  const reply = await request.post('/api/auth/login', { data: { username: 'demo', password: 'demo1234' } });
  expect(reply.status()).toBe(200);
  await request.storageState({ path: demoSession });
});

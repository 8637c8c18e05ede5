import { fileURLToPath } from 'node:url';

/**
 * The demo user's signed-in session (its cookie), stored once per run by demo-session.setup.ts. A journey that is not
 * about signing in starts from it with `test.use({ storageState: demoSession })`; its openSignedIn helper then finds
 * the page already open and skips the login form, which it still fills in when the session is missing.
 */
export const demoSession = fileURLToPath(new URL('../test-results/demo-session.json', import.meta.url));

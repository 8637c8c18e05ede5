import { migratedPgliteTemplate, migratedPostgresTemplate, preparePostgresTemplate } from './migrated-template';

// Vitest globalSetup: builds the run's migrated template before any test file starts, so the workers find it
// ready instead of each building it at once (they would not clash, only waste the time).
export default async function setup(): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) await preparePostgresTemplate(serverUrl, migratedPostgresTemplate(serverUrl));
  else await migratedPgliteTemplate();
}

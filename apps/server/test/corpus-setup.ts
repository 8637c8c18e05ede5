import { existsSync } from 'node:fs';
import { sharedDataDir } from './shared-data';

/** Global setup of the corpus suite: it needs ../shared/data (see its README) and says so once. */
export default function requireSharedData(): void {
  if (!existsSync(sharedDataDir)) {
    throw new Error(
      `The corpus suite reads the public data in ${sharedDataDir}, which is not there. ` +
        '`npm test` needs only the repository; run `npm run test:corpus` where ../shared/data is present.',
    );
  }
}

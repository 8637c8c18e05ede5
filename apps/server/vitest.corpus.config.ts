import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// `npm run test:corpus`: the importer tests that read whole files of ../shared/data (counts over a full
// corpus, file layouts too large to commit). Not part of `npm test`; test/corpus-setup.ts stops the run
// with one clear message when ../shared/data is not beside the repository.
export default defineConfig({
  // Run from the repository root (npm run test:corpus): paths are relative to apps/server all the same.
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'server-corpus',
    include: ['src/**/*.corpus.test.ts', 'test/**/*.corpus.test.ts'],
    globalSetup: ['test/corpus-setup.ts', 'test/migrated-template-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

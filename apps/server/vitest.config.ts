import { configDefaults, defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Tests over the large corpus in ../shared/data run with `npm run test:corpus` (vitest.corpus.config.ts),
    // so `npm test` needs nothing beyond the repository.
    exclude: [...configDefaults.exclude, '**/*.corpus.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One process per worker rather than per file, our modules fresh per file (test/fresh-modules.ts): a
    // quarter off the suite's time (decision 055).
    isolate: false,
    setupFiles: ['./test/fresh-modules.ts'],
    // The migrations are applied once, into a template each file's database copies (decision 057).
    globalSetup: ['./test/migrated-template-setup.ts'],
  },
});

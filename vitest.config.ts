import { defineConfig } from 'vitest/config';

// One runner for the repo: `npm test` runs every project; `--project <name>` runs one.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
  },
});

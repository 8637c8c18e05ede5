// Mutation testing (`npm run test:mutation -- <files>`): Stryker changes one small thing in the given source
// files at a time (a condition, a string, a filter) and reruns the Vitest tests that cover it; a change no test
// notices is a gap in the tests. Not part of `npm test` or CI: a run takes minutes per file. See decision 020.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.config.ts', related: true },
  plugins: ['@stryker-mutator/vitest-runner'],
  // Only the tests that reach a mutant run for it; the machine is small and shared, so at most two at once.
  coverageAnalysis: 'perTest',
  concurrency: 2,
  // Tests that start PGlite and load sample bills need time; a mutant that loops is still cut off.
  timeoutMS: 60_000,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  // `mutate` comes from the command line (scripts/mutation.mjs); this default keeps a bare run small.
  mutate: ['packages/shared/src/bills/bill-id.ts'],
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 80, low: 70, break: null },
};

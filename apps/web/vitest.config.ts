import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // Recharts' CommonJS build `require`s @reduxjs/toolkit, an ES module the VM pool's `require` cannot run: its
      // ES build instead (decision 088). Tests only; the app's build resolves recharts as before.
      { find: /^recharts$/, replacement: 'recharts/es6/index.js' },
    ],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // One VM context (its own jsdom and module graph) per file, jsdom and the worker loaded once per worker: about
    // half the project's time on forks (decision 088). Vitest gives each file its own context only with two workers or
    // more; with one it runs every file in a single context. This project sets its own worker count, ignoring
    // `--maxWorkers` (Vitest's default, one fewer than the cores, at least two), and so runs in a group of its own
    // (Vitest runs projects with different worker counts one group after another). setup.ts fails a file that finds
    // another file's marker. To run it on one worker, pass `--pool=forks`.
    pool: 'vmThreads',
    maxWorkers: Math.max(2, availableParallelism() - 1),
    sequence: { groupOrder: 1 },
  },
});

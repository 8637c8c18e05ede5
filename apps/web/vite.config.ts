import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';
import { prerenderPages } from './build/prerender.ts';
import { routePreloads } from './build/route-preloads.ts';
import { lowPriorityScripts } from './build/script-priority.ts';

// React Router's package exports always point at its development build, which keeps its development warnings and
// checks in a production bundle (remix-run/react-router#14102). The build takes the production build beside it.
const reactRouterProduction = createRequire(import.meta.url)
  .resolve('react-router')
  .replace(/dist[\\/]development[\\/]index\.m?js$/, 'dist/production/index.mjs');

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), lowPriorityScripts(), prerenderPages(), routePreloads(), precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:10000', changeOrigin: true } },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    manifest: true,
    emptyOutDir: true,
    rolldownOptions: {
      // Required by experimentalInlineCommonChunks below; the app has no library entry whose exports must stay.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // Every page is its own lazy chunk (see src/app/route-tree.ts); the framework gets a long-lived chunk of its
          // own, and everything else the entry imports statically one chunk, instead of pieces split off for what
          // lazy pages share with it, each with its import and export lists (decision 051).
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'app', tags: ['$initial'] },
          ],
          // Small shared chunks (an icon, a Radix helper) are copied into the chunks that use them instead of each
          // being a file of its own: /bills went from 87 files to about 24, and each file costs a phone a round
          // trip on HTTP/1.1's six connections (decision 050).
          experimentalInlineCommonChunks: { maxSize: 12_000 },
        },
      },
    },
  },
}));

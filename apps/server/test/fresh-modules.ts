import { vi } from 'vitest';

// The server's test files share their worker's process (isolate: false in vitest.config.ts, decision 055): the
// packages from node_modules (Fastify, PGlite, the AWS SDK...) are evaluated once per worker, not once per file.
// Our own modules are evaluated afresh for every file, as with isolation, so no file sees another's module state
// and vi.mock() applies to the modules a file imports.
vi.resetModules();

// Lobbying calls through the real service code of apps/server/src/modules/lobbying on PGlite with the sample's
// lobbying tables (8,387 South Dakota registrations, 2,439 lobbyists, 843 clients, 24 firms): the lobbyists list
// (name search, each sort), engagements (one lobbyist; a client-name search), a lobbyist's page and clients, the
// firms list and page, and the three analytics calls (every year and one year). Prints p50 and p95 per call over a few
// rounds; never fails on time. What /lobby asks on a first open is the lobbyists list plus one analytics call.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FirmListParams, LobbyistListParams } from '@statehouse/shared/lobbying/lobbying.schemas';
import { openDatabase } from '../apps/server/src/db/client';
import { loadSample } from '../apps/server/src/ingest/sample/load-sample';
import { getFirm, getFirms } from '../apps/server/src/modules/lobbying/firms.service';
import { getLobbyAnalytics } from '../apps/server/src/modules/lobbying/lobby-analytics.service';
import {
  getEngagements,
  getLobbyist,
  getLobbyistClients,
  getLobbyists,
} from '../apps/server/src/modules/lobbying/lobbyists.service';

const lobbyingTables = new Set(['lobbyists', 'lobby_clients', 'lobby_firms', 'lobby_registrations']);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;

async function measure(label: string, run: () => Promise<unknown>) {
  await run(); // warm-up
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(52)} p50 ${percentile(times, 0.5).toFixed(1).padStart(7)} ms   p95 ${percentile(times, 0.95).toFixed(1).padStart(7)} ms`,
  );
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'statehouse-bench-lobbying-'));
const handle = await openDatabase({ kind: 'pglite', dataDir });
try {
  await handle.migrate();
  await loadSample(handle.db, { info: () => {} }, { select: (table, row) => (lobbyingTables.has(table) ? row : null) });
  const db = handle.db;
  const list: LobbyistListParams = { sortBy: 'name', sortOrder: 'asc', page: 1, limit: 25 };
  const firmList: FirmListParams = { sortBy: 'name', sortOrder: 'asc', page: 1, limit: 25 };
  const first = await getLobbyists({ db, params: { ...list, search: 'Abraham', stateCode: 'SD' } });
  const lobbyistId = first.data.find((row) => row.name === 'Doug Abraham')?.id ?? first.data[0]!.id;
  const firms = await getFirms({ db, params: { ...firmList, sortBy: 'clients', sortOrder: 'desc' } });
  const firmId = firms.data[0]!.id;

  console.log(`PGlite, sample lobbying tables, ${rounds} rounds after a warm-up`);
  await measure('GET /api/lobbyists (name order, page 1)', () => getLobbyists({ db, params: list }));
  await measure('GET /api/lobbyists?search=abraham&stateCode=SD', () =>
    getLobbyists({ db, params: { ...list, search: 'abraham', stateCode: 'SD' } }),
  );
  await measure('GET /api/lobbyists?sortBy=clients&sortOrder=desc', () =>
    getLobbyists({ db, params: { ...list, sortBy: 'clients', sortOrder: 'desc' } }),
  );
  await measure('GET /api/lobbyists?page=90', () => getLobbyists({ db, params: { ...list, page: 90 } }));
  await measure('GET /api/lobbyists/{id}', () => getLobbyist({ db, id: lobbyistId }));
  await measure('GET /api/lobbyists/{id}/clients', () => getLobbyistClients({ db, id: lobbyistId }));
  await measure('GET /api/lobbyists/engagements?lobbyistId', () =>
    getEngagements({ db, params: { lobbyistId, page: 1, limit: 25 } }),
  );
  await measure('GET /api/lobbyists/engagements?companySearch=association', () =>
    getEngagements({ db, params: { companySearch: 'association', page: 1, limit: 25 } }),
  );
  await measure('GET /api/firms?sortBy=clients', () => getFirms({ db, params: { ...firmList, sortBy: 'clients' } }));
  await measure('GET /api/firms/{id}', () => getFirm({ db, id: firmId }));
  for (const kind of ['companies', 'firms', 'lobbyists'] as const) {
    await measure(`GET /api/lobby-analytics/${kind}?stateCode=SD`, () =>
      getLobbyAnalytics({ db, kind, scope: { stateCode: 'SD' } }),
    );
    await measure(`GET /api/lobby-analytics/${kind}?stateCode=SD&year=2024`, () =>
      getLobbyAnalytics({ db, kind, scope: { stateCode: 'SD', year: 2024 } }),
    );
  }
} finally {
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
}

// File storage through the real app (buildApp, PGlite in memory) on both blob stores: the local folder and S3
// (s3rver, started here on a loopback port). Prints the time to upload one 10 MB file and a batch of 20 small files,
// to download the 10 MB file, and to search 200 stored text files (bill titles of the sample) by a word inside them:
// p50 and p95 over a few rounds. Never fails on time.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config/env';
import { selectRows } from '../apps/server/src/db/sql';
import { registerAccount } from '../apps/server/test/factories/accounts';
import { loadBillSample } from '../apps/server/test/factories/bills';
import { startLocalS3 } from '../apps/server/test/s3-server';
import { createTestDatabase } from '../apps/server/test/test-database';

const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;

async function measure(label: string, run: () => Promise<unknown>, extra = '') {
  await run(); // warm-up
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(48)} p50 ${percentile(times, 0.5).toFixed(1).padStart(8)} ms   p95 ${percentile(times, 0.95).toFixed(1).padStart(8)} ms${extra}`,
  );
}

const big = Buffer.alloc(10 * 1024 * 1024, 'statehouse ');

async function runOn(name: string, config: object) {
  const database = await createTestDatabase();
  const app = await buildApp(testConfig({ ...config, STORAGE_MAX_UPLOAD_BYTES: 64 * 1024 * 1024 }), { database });
  await app.ready();
  try {
    await loadBillSample(app.db);
    const titles = (await selectRows<{ title: string }>(app.db, sql`select title from bills order by id`)).map(
      (row) => row.title,
    );
    const owner = await registerAccount(app, { stateCodes: ['TX'] });
    const upload = (files: { name: string; bytes: Buffer | string }[]) => {
      const form = new FormData();
      for (const file of files) form.append('files', new Blob([file.bytes]), file.name);
      return app.inject({
        method: 'POST',
        url: '/api/user-storage/files',
        headers: { cookie: owner.cookie },
        payload: form,
      });
    };
    console.log(`\n${name}`);
    let bigId = '';
    await measure(
      'POST /api/user-storage/files (one 10 MB file)',
      async () => {
        const reply = await upload([{ name: 'big.txt', bytes: big }]);
        if (reply.statusCode !== 201) throw new Error(reply.body);
        bigId = reply.json().data[0].id;
      },
      '   (text: hashed, typed, 200,000 characters indexed)',
    );
    await measure('POST /api/user-storage/files (20 small files)', async () => {
      const reply = await upload(
        Array.from({ length: 20 }, (_, index) => ({
          name: `note-${index}.txt`,
          bytes: `Note ${index}: ${titles[index % titles.length]}`,
        })),
      );
      if (reply.statusCode !== 201) throw new Error(reply.body);
    });
    await measure('GET /api/user-storage/files/{id}/download (10 MB)', async () => {
      const reply = await app.inject({
        method: 'GET',
        url: `/api/user-storage/files/${bigId}/download`,
        headers: { cookie: owner.cookie },
      });
      if (reply.rawPayload.length !== big.length) throw new Error('short download');
    });
    for (let batch = 0; batch < 10; batch += 1) {
      await upload(
        Array.from({ length: 20 }, (_, index) => ({
          name: `bill-${batch}-${index}.txt`,
          bytes: `${titles[(batch * 20 + index) % titles.length]} ${batch === 3 && index === 7 ? 'marmoset' : ''}`,
        })),
      );
    }
    await measure(
      'GET /api/user-storage/search?q=marmoset',
      async () => {
        const reply = await app.inject({
          method: 'GET',
          url: '/api/user-storage/search?q=marmoset',
          headers: { cookie: owner.cookie },
        });
        if (reply.json().total < 1) throw new Error('not found');
      },
      `   (${(await selectRows<{ n: number }>(app.db, sql`select count(*)::int as n from storage_files`))[0]?.n} files)`,
    );
  } finally {
    await app.close();
    await database.close();
  }
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'statehouse-bench-storage-'));
const s3 = await startLocalS3();
try {
  console.log(`PGlite in memory, ${rounds} rounds after a warm-up`);
  await runOn('Local folder (DATA_DIR/blobs)', { DATA_DIR: dataDir });
  await runOn('S3 (s3rver on loopback)', s3.config);
} finally {
  await s3.close();
  await rm(dataDir, { recursive: true, force: true });
}

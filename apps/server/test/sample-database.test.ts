import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { selectRows } from '../src/db/sql';
import { sampleBillIds } from './factories/bills';
import { createSampleDatabase } from './sample-database';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createSampleDatabase();
}, 120_000);
afterAll(() => database.close());

describe('createSampleDatabase', () => {
  it('starts from a migrated database holding the bill sample', async () => {
    const rows = await selectRows<{ id: string }>(database.db, sql`select id from bills order by id`);
    expect(rows.map((row) => row.id)).toEqual([...sampleBillIds].sort());
  });

  it('gives each caller its own copy', async () => {
    const other = await createSampleDatabase();
    try {
      await other.db.execute(sql`delete from bill_actions`);
      const [mine] = await selectRows<{ n: number }>(database.db, sql`select count(*)::int as n from bill_actions`);
      expect(mine?.n).toBeGreaterThan(0);
    } finally {
      await other.close();
    }
  }, 120_000);
});

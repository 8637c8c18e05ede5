import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
import type { DatabaseHandle } from './client';
import { preparedStatements } from './prepared';

type Rows = { rows: { value: number; label: string }[] };

describe('preparedStatements', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('answers raw SQL exactly as the database does, with the values of each call', async () => {
    const prepared = preparedStatements(handle.db, 'probe');
    for (const value of [1, 2, 3]) {
      const query = sql`select ${value}::int as value, 'n' || ${value}::text as label`;
      const direct = (await handle.db.execute(query)) as unknown as Rows;
      const viaStatement = (await prepared.execute(query)) as unknown as Rows;
      expect(viaStatement.rows).toEqual(direct.rows);
      expect(viaStatement.rows).toEqual([{ value, label: `n${value}` }]);
    }
  });

  it('gives a query of another text its own statement instead of failing', async () => {
    const prepared = preparedStatements(handle.db, 'probe');
    const first = (await prepared.execute(sql`select ${5}::int as value, 'a' as label`)) as unknown as Rows;
    const second = (await prepared.execute(sql`select ${6}::int as value, 'b' as label`)) as unknown as Rows;
    expect([first.rows, second.rows]).toEqual([[{ value: 5, label: 'a' }], [{ value: 6, label: 'b' }]]);
  });

  it('keeps the statement on the connection on a PostgreSQL server (TEST_DATABASE_URL)', async () => {
    if (handle.kind !== 'postgres') return; // PGlite has no named statements to look at
    await handle.db.transaction(async (tx) => {
      await preparedStatements(tx, 'probe').execute(sql`select ${7}::int as value, 'c' as label`);
      const statements = (await tx.execute(
        sql`select name from pg_prepared_statements where name like 'probe_%'`,
      )) as unknown as { rows: { name: string }[] };
      expect(statements.rows.length).toBeGreaterThan(0);
    });
  });
});

import type { BillListQuery } from '@statehouse/shared/bills/bills.schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newTexasBill } from '../../../test/factories/bills';
import { createSampleDatabase } from '../../../test/sample-database';
import type { DatabaseHandle } from '../../db/client';
import { selectRows } from '../../db/sql';
import { loadBill } from '../../ingest/core/load-bill';
import { type FacetRow, planBillFilters, selectBillFacets } from './bills.queries';

// bill_facet_rows (migrations 0012 and 0013, decision 048 revised): one narrow row per bill with the columns the
// list's counts read, written by a row trigger on `bills`. The counts of a plain filter read it instead of `bills`,
// so it must hold exactly what `bills` holds after every kind of write, and count the same.

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createSampleDatabase();
}, 120_000);
afterAll(() => database.close());

type Projection = {
  id: string;
  bucket: number;
  jurisdiction_id: string;
  session_id: string;
  bill_type: string;
  status: number;
  subjects: number[];
  last_action_date: string | null;
};

/** bills projected on the narrow table's columns, and the narrow table, both in id order. */
async function bothSides(): Promise<{ bills: Projection[]; rows: Projection[] }> {
  const columns = sql`jurisdiction_id, session_id, bill_type, status, subjects, last_action_date::text as last_action_date`;
  const [bills, rows] = await Promise.all([
    selectRows<Projection>(
      database.db,
      sql`select id, hashtext(id) & 255 as bucket, ${columns} from bills order by id`,
    ),
    selectRows<Projection>(database.db, sql`select id, bucket, ${columns} from bill_facet_rows order by id`),
  ]);
  return { bills, rows };
}

async function expectInStep(): Promise<Projection[]> {
  const { bills, rows } = await bothSides();
  expect(rows).toEqual(bills);
  return rows;
}

const query = (overrides: Partial<BillListQuery>): BillListQuery => ({ page: 1, pageSize: 25, ...overrides });
const sorted = (rows: FacetRow[]) =>
  [...rows].sort((a, b) => `${a.facet}\u0000${a.value}`.localeCompare(`${b.facet}\u0000${b.value}`));

describe('bill_facet_rows', () => {
  it('holds every loaded bill with its counted columns and sample bucket', async () => {
    const rows = await expectInStep();
    expect(rows.length).toBeGreaterThan(5);
    expect(new Set(rows.map((row) => row.bucket)).size).toBeGreaterThan(1);
  });

  it('follows an update of a counted column', async () => {
    const [first] = await selectRows<{ id: string }>(database.db, sql`select id from bills order by id limit 1`);
    const id = first?.id ?? '';
    await database.db.execute(sql`update bills set status = 6, subjects = array[1, 2]::int[],
      last_action_date = '2026-01-02', bill_type = 'XB' where id = ${id}`);
    await database.db.execute(sql`update bills set title = 'Only the title changed' where id = ${id}`);
    const rows = await expectInStep();
    expect(rows.find((row) => row.id === id)).toMatchObject({ status: 6, subjects: [1, 2], bill_type: 'XB' });
  });

  it('follows a bill written by plain SQL: inserted, renamed, deleted', async () => {
    const before = (await expectInStep()).length;
    await database.db.execute(sql`insert into bills (id, jurisdiction_id, session_id, bill_type, bill_number, identifier,
        title, source, content_hash, status, subjects)
      select 'TX-SQL-HB-1', jurisdiction_id, session_id, 'HB', '1', 'HB 1', 'Written by a script', 'test', 'hash', 2,
        array[7]::int[]
      from bills where jurisdiction_id = 'TX' order by id limit 1`);
    const inserted = await expectInStep();
    expect(inserted).toHaveLength(before + 1);
    expect(inserted.find((row) => row.id === 'TX-SQL-HB-1')).toMatchObject({ status: 2, subjects: [7] });
    await database.db.execute(sql`update bills set id = 'TX-SQL-HB-2' where id = 'TX-SQL-HB-1'`);
    const renamed = await expectInStep();
    expect(renamed.map((row) => row.id)).toContain('TX-SQL-HB-2');
    expect(renamed.map((row) => row.id)).not.toContain('TX-SQL-HB-1');
    await database.db.execute(sql`delete from bills where id = 'TX-SQL-HB-2'`);
    expect(await expectInStep()).toHaveLength(before);
  });

  it('gains an imported bill and loses a deleted one', async () => {
    const before = (await expectInStep()).length;
    await database.db.transaction((tx) =>
      loadBill(tx, newTexasBill('9998', 'Relating to a bill imported after the table was filled'), { resolver: null }),
    );
    const imported = await expectInStep();
    expect(imported).toHaveLength(before + 1);
    expect(imported.some((row) => row.id.startsWith('TX-892-HB-9998'))).toBe(true);
    await database.db.execute(sql`delete from bills where id like 'TX-892-HB-9998%'`);
    expect(await expectInStep()).toHaveLength(before);
  });

  it('counts a plain filter as `bills` does, exactly and sampled; a search or statute filter is not narrow', async () => {
    const plans = [
      query({}),
      query({ stateCode: 'TX' }),
      query({ stateCode: 'TX', statuses: [4], types: ['HB'] }),
      query({ subjects: [22, 60], dateFrom: '2025-01-01' }),
      query({ stateCode: 'TX', parties: ['R'] }),
      query({ authorName: 'a' }),
    ].map((listQuery) => planBillFilters(listQuery, { searchable: false }));
    for (const plan of plans) {
      expect(plan.narrow).toBe(true);
      for (const options of [{}, { sampleBuckets: 128 }, { cap: 3 }]) {
        if ('cap' in options) {
          // A capped count reads any `cap` matches: only its total is fixed.
          const total = (rows: FacetRow[]) => rows.find((row) => row.facet === 'total')?.count;
          expect(total(await selectBillFacets(database.db, plan, options))).toBe(
            total(await selectBillFacets(database.db, { ...plan, narrow: false }, options)),
          );
          continue;
        }
        expect(sorted(await selectBillFacets(database.db, plan, options))).toEqual(
          sorted(await selectBillFacets(database.db, { ...plan, narrow: false }, options)),
        );
      }
    }
    expect(planBillFilters(query({ searchTerm: 'youth' }), { searchable: true }).narrow).toBe(false);
    expect(planBillFilters(query({ statuteSection: '1.01' }), { searchable: false }).narrow).toBe(false);
  });

  it('shows a write in the next count: a status change moves the status facet', async () => {
    const plan = planBillFilters(query({ stateCode: 'TX' }), { searchable: false });
    const statusCount = (rows: FacetRow[], value: string) =>
      rows.find((row) => row.facet === 'status' && row.value === value)?.count ?? 0;
    const before = await selectBillFacets(database.db, plan);
    await database.db.execute(sql`update bills set status = 5 where id = (
      select id from bills where jurisdiction_id = 'TX' and status <> 5 order by id limit 1)`);
    const after = await selectBillFacets(database.db, plan);
    expect(statusCount(after, '5')).toBe(statusCount(before, '5') + 1);
  });
});

import type { BillListResponse, BillStatutes } from '@statehouse/shared/bills/bills.schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registerAccount } from '../../../test/factories/accounts';
import { loadSample } from '../sample/load-sample';
import { refreshStatuteCitations } from './statute-citations.refresh';

// The citation pass on real sample rows: TX-892-SB-31 amends stored Tax Code sections 151.313, 151.314 and 151.316;
// TX-892-HB-235 adds 151.3272 (not in the code yet); NY-25R-A-1029 adds Penal Law § 230.45 by its LawCode.
const billIds = new Set(['TX-892-SB-31', 'TX-892-HB-235', 'NY-25R-A-1029']);

let testApp: TestApp;
let cookie: string;
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await testApp.database.db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  testApp = await buildTestApp();
  await loadSample(
    testApp.database.db,
    { info: () => {} },
    {
      select: (table, row) => {
        if (['jurisdictions', 'legislative_sessions', 'statute_sections', 'regulation_sections'].includes(table))
          return row;
        if (table === 'bills') return billIds.has(String(row.id)) ? row : null;
        if (table === 'bill_versions') return billIds.has(String(row.bill_id)) ? row : null;
        return null;
      },
    },
  );
  ({ cookie } = await registerAccount(testApp.app));
}, 180_000);
afterAll(() => testApp.close());

const citationsOf = (billId: string) =>
  rows<{ code: string; section: string; kind: string; statute_section_id: number | null; version_id: number | null }>(
    sql`select code, section, kind, statute_section_id, version_id from bill_statute_citations where bill_id = ${billId}
      order by code, section, kind`,
  );

describe('refreshStatuteCitations', () => {
  it('links a bill that amends stored Tax Code sections to them when the sample loads', async () => {
    const tax = (await citationsOf('TX-892-SB-31')).filter((row) => row.code === 'TX Tax Code');
    expect(tax.map((row) => [row.section, row.kind])).toEqual([
      ['151.313', 'amends'],
      ['151.314', 'amends'],
      ['151.316', 'amends'],
      ['155.001', 'cites'],
      ['166.0004', 'cites'],
    ]);
    const [linked] = await rows<{ heading: string }>(
      sql`select s.heading from bill_statute_citations c join statute_sections s on s.id = c.statute_section_id
        where c.bill_id = 'TX-892-SB-31' and c.section = '151.313'`,
    );
    expect(linked?.heading).toBe('HEALTH CARE SUPPLIES.');
    expect(await citationsOf('TX-892-HB-235')).toContainEqual(
      expect.objectContaining({ code: 'TX Tax Code', section: '151.3272', kind: 'adds', statute_section_id: null }),
    );
    expect(await citationsOf('NY-25R-A-1029')).toEqual([
      expect.objectContaining({ code: 'NY Penal Law', section: '230.45', kind: 'adds', version_id: null }),
    ]);
  });

  it('writes nothing on a second run', async () => {
    expect(await refreshStatuteCitations(testApp.database.db)).toMatchObject({
      bills: 3,
      inserted: 0,
      updated: 0,
      deleted: 0,
      unchanged: 3,
    });
  });

  it('follows a newer version: new references in, dropped ones out, the version recorded', async () => {
    const [latest] = await rows<{ position: number }>(
      sql`select max(position)::int as position from bill_versions where bill_id = 'TX-892-HB-235'`,
    );
    await testApp.database.db.execute(
      sql`insert into bill_versions (bill_id, position, name, text) values ('TX-892-HB-235', ${(latest?.position ?? 0) + 1},
        'Engrossed', 'SECTION 1. Section 151.314, Tax Code, is amended to read as follows: (a) Food products are exempted.')`,
    );
    const counts = await refreshStatuteCitations(testApp.database.db, { billIds: ['TX-892-HB-235'] });
    expect(counts).toMatchObject({ bills: 1, inserted: 1 });
    expect(counts.deleted).toBeGreaterThan(0);
    const after = await citationsOf('TX-892-HB-235');
    expect(after.map((row) => [row.code, row.section, row.kind])).toEqual([['TX Tax Code', '151.314', 'amends']]);
    const [version] = await rows<{ id: number }>(
      sql`select id from bill_versions where bill_id = 'TX-892-HB-235' and name = 'Engrossed'`,
    );
    expect(after[0]?.version_id).toBe(version?.id);
    expect(after[0]?.statute_section_id).not.toBeNull();
  });
});

describe('GET /api/bills/{id}/statutes', () => {
  it('answers the stored links, amendments first, linked sections with their heading', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/bills/tx-892-sb-31/statutes',
      headers: { cookie },
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const { items } = response.json<BillStatutes>();
    const tax = items.filter((item) => item.code === 'TX Tax Code');
    expect(tax.map((item) => [item.section, item.kind])).toEqual([
      ['151.313', 'amends'],
      ['151.314', 'amends'],
      ['151.316', 'amends'],
      ['155.001', 'cites'],
      ['166.0004', 'cites'],
    ]);
    expect(tax[0]).toMatchObject({ label: 'TX Tax Code § 151.313', heading: 'HEALTH CARE SUPPLIES.' });
    expect(tax[0]?.statuteSectionId).toEqual(expect.any(Number));
    expect(tax[0]?.snippet).toMatch(/151\.313/);
  });
});

describe('GET /api/bills filtered by statute', () => {
  const list = async (query: string) => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/bills?${query}`, headers: { cookie } });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    return response
      .json<BillListResponse>()
      .items.map((item) => item.id)
      .sort();
  };

  it('uses the stored links: section, code and both on one link', async () => {
    expect(await list('statuteSection=151.313')).toEqual(['TX-892-SB-31']);
    expect(await list('statuteSection=481.116&statuteCode=HS')).toEqual(['TX-892-SB-31']);
    // SB 31 cites 481.116 of the Health and Safety Code, not of the Tax Code.
    expect(await list('statuteSection=481.116&statuteCode=TX')).toEqual([]);
    expect(await list('statuteCode=Penal%20Law')).toEqual(['NY-25R-A-1029']);
    // NY's own LawCode abbreviation still works.
    expect(await list('statuteCode=Pen%20L')).toEqual(['NY-25R-A-1029']);
  });
});

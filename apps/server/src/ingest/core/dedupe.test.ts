import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import type { DatabaseHandle } from '../../db/client';
import { billDocuments, voteEvents } from '../../db/schema/legislation';
import type { BillRecord, DocumentRecord, VoteRecord } from './bill-record';
import { uniqueDocuments, uniqueVotes } from './dedupe';
import { ensureJurisdictions } from './jurisdictions';
import { loadBill } from './load-bill';

// The shapes LegiScan's Michigan 2025-2026 dataset gives (rollcalls.csv 1552473 / 1552474 for SB 111,
// documents.csv 505043 / 505044 for SB 55): one vote and one analysis listed twice under two ids.
const rollCall = (id: string, overrides: Partial<VoteRecord> = {}): VoteRecord => ({
  sourceKey: `legiscan-rollcall/${id}`,
  motion: 'Senate Third Reading: Passed Roll Call # 44',
  motionClassification: ['passage'],
  date: '2025-04-16',
  chamber: 'upper',
  result: 'pass',
  counts: { yes: 19, no: 18, 'not voting': 0, absent: 0 },
  sources: [{ url: `https://legiscan.com/MI/rollcall/SB0111/id/${id}` }],
  voters: [],
  ...overrides,
});
const analysis = (file: string, legiscanId: string): DocumentRecord => ({
  name: 'Fiscal Note/Analysis',
  date: null,
  links: [
    {
      url: `https://legislature.mi.gov/documents/2025-2026/billanalysis/House/pdf/${file}`,
      mediaType: 'application/pdf',
    },
    { url: `https://legiscan.com/MI/supplement/SB0055/id/${legiscanId}`, mediaType: 'application/pdf' },
  ],
});

describe('uniqueVotes', () => {
  it('keeps one of two roll calls with the same date, motion, chamber and counts', () => {
    expect(uniqueVotes([rollCall('1552473'), rollCall('1552474')]).map((vote) => vote.sourceKey)).toEqual([
      'legiscan-rollcall/1552473',
    ]);
  });

  it('keeps votes that differ in date, chamber, counts or who voted how', () => {
    const votes = [
      rollCall('1'),
      rollCall('2', { date: '2025-04-17' }),
      rollCall('3', { chamber: 'lower' }),
      rollCall('4', { counts: { yes: 18, no: 19 } }),
      rollCall('5', { voters: [{ name: 'Anthony', option: 'yes' }] }),
      rollCall('6', { voters: [{ name: 'Anthony', option: 'no' }] }),
    ];
    expect(uniqueVotes(votes)).toHaveLength(6);
  });
});

describe('uniqueDocuments', () => {
  it('drops a document whose URL is already listed and names same-named documents after their files', () => {
    const documents = uniqueDocuments([
      analysis('2025-HLA-0055-RY31HKXT.pdf', '505043'),
      analysis('2025-HLA-0055-RY31HKXT.pdf', '505044'),
      analysis('2025-HLA-0055-LDWS2GQ0.pdf', '581052'),
      { name: 'Committee Report', date: null, links: [{ url: 'https://example.org/report', mediaType: 'text/html' }] },
    ]);
    expect(documents.map((document) => document.name)).toEqual([
      'Fiscal Note/Analysis (2025-HLA-0055-RY31HKXT.pdf)',
      'Fiscal Note/Analysis (2025-HLA-0055-LDWS2GQ0.pdf)',
      'Committee Report',
    ]);
  });
});

describe('loadBill writes each vote and document once', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    await ensureJurisdictions(database.db);
  });
  afterAll(() => database.close());

  it('stores one roll call and one analysis for a bill whose source lists them twice', async () => {
    const record: BillRecord = {
      jurisdictionId: 'MI',
      session: {
        jurisdictionId: 'MI',
        code: '25R',
        sourceIdentifier: '2025-2026',
        name: '2025-2026 Regular Session',
        classification: 'regular',
      },
      billType: 'SB',
      billNumber: '111',
      identifier: 'SB 111',
      title: 'Duplicated roll calls',
      classification: ['bill'],
      fromChamber: 'upper',
      subjectTerms: [],
      sources: [],
      actions: [{ date: '2025-04-16', chamber: 'upper', text: 'Passed', classification: ['passage'] }],
      sponsorships: [],
      versions: [],
      documents: [analysis('2025-HLA-0055-RY31HKXT.pdf', '505043'), analysis('2025-HLA-0055-RY31HKXT.pdf', '505044')],
      relations: [],
      votes: [rollCall('1552473'), rollCall('1552474')],
      hearings: [],
    };
    await database.db.transaction((tx) => loadBill(tx, record, { resolver: null }));
    const votes = await database.db.select().from(voteEvents).where(eq(voteEvents.billId, 'MI-25R-SB-111'));
    expect(votes.map((vote) => vote.sourceKey)).toEqual(['legiscan-rollcall/1552473']);
    const documents = await database.db
      .select()
      .from(billDocuments)
      .where(eq(billDocuments.billId, 'MI-25R-SB-111'))
      .orderBy(asc(billDocuments.position));
    expect(documents.map((document) => document.name)).toEqual(['Fiscal Note/Analysis']);
  });
});

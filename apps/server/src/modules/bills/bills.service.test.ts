import type { BillListQuery } from '@statehouse/shared/bills/bills.schemas';
import { BILL_EXACT_COUNT_LIMIT } from '@statehouse/shared/bills/bills.schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client';
import * as queries from './bills.queries';
import {
  findExistingBills,
  getBill,
  getBillComments,
  getBillCompanions,
  getBillContent,
  getBillHistory,
  getBillHistoryFeed,
  getBillStatutes,
  getBillSubjects,
  getBillText,
  getBillVersions,
  getBillVotes,
  getDownloadUrl,
  listBills,
  renderVersionFile,
} from './bills.service';

// The service's own logic (not-found rules, labels, facet scaling, text and download
// rendering, statute matching), over stand-ins for its queries: the SQL is covered by bills.routes.test.ts.
vi.mock('./bills.queries', async (importOriginal) => {
  const original = await importOriginal<typeof import('./bills.queries')>();
  const stubs = Object.fromEntries(
    Object.entries(original).map(([name, value]) => [name, typeof value === 'function' ? vi.fn() : value]),
  );
  return { ...stubs, SAMPLE_BUCKETS: original.SAMPLE_BUCKETS };
});
vi.mock('../../db/prepared', () => ({ preparedStatements: (db: Database) => db }));

const q = vi.mocked(queries);
const db = {} as Database;

// Ids arrive canonical (billIdSchema normalises them at the edge, tested in packages/shared): the service looks up
// exactly what it is given.
const billRef = {
  id: 'TX-892-HB-1',
  identifier: 'HB 1',
  title: 'Youth camps',
  stateCode: 'TX',
  sessionCode: '892',
  fromChamber: 'lower',
  status: 1,
  lastActionDate: null,
  lastActionText: null,
};
beforeEach(() => {
  q.selectBillRef.mockResolvedValue(billRef);
});
afterEach(() => vi.resetAllMocks());

const sponsor = (name: string, isPrimary: boolean) => ({
  name,
  personId: null,
  classification: isPrimary ? 'primary' : 'cosponsor',
  isPrimary,
  party: 'R',
  chamber: 'lower',
  district: '1',
});

describe('getBill', () => {
  const row = {
    id: 'TX-892-HB-1',
    stateCode: 'TX',
    sessionPk: 7,
    status: 4,
    sponsors: [sponsor('Darby', true), sponsor('Cosponsor', false), sponsor('Hunter', true)],
  };

  it('looks the bill up by its id and lists only primary sponsors as primary', async () => {
    q.selectBillDetail.mockResolvedValue(row as never);
    const bill = await getBill({ db, id: 'TX-892-HB-1' });
    expect(q.selectBillDetail).toHaveBeenCalledWith(db, 'TX-892-HB-1');
    expect(bill.primarySponsors.map((s) => s.name)).toEqual(['Darby', 'Hunter']);
    expect(bill.sponsors).toHaveLength(3);
    expect(bill).toMatchObject({ stateName: 'Texas', statusLabel: 'Passed' });
    expect(bill).not.toHaveProperty('sessionPk');
  });

  it('falls back to the raw codes when a state or status has no name', async () => {
    q.selectBillDetail.mockResolvedValue({ ...row, stateCode: 'ZZ', status: 99 } as never);
    expect(await getBill({ db, id: 'ZZ-1-HB-1' })).toMatchObject({ stateName: 'ZZ', statusLabel: '99' });
  });

  it('is a 404 naming the id when there is no such bill', async () => {
    q.selectBillDetail.mockResolvedValue(undefined as never);
    await expect(getBill({ db, id: 'TX-892-HB-999' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Bill TX-892-HB-999 was not found',
    });
  });
});

describe('bill parts that need the bill to exist', () => {
  it.each([
    ['history', () => getBillHistory({ db, id: 'TX-892-HB-1' }), () => q.selectBillActions],
    ['versions', () => getBillVersions({ db, id: 'TX-892-HB-1' }), () => q.selectBillVersions],
    ['votes', () => getBillVotes({ db, id: 'TX-892-HB-1' }), () => q.selectBillVotes],
  ] as const)('%s: read for the bill, 404 for an unknown bill', async (_name, call, query) => {
    query().mockResolvedValue([{ id: 1 }] as never);
    expect(await call()).toEqual({ items: [{ id: 1 }] });
    expect(q.selectBillRef).toHaveBeenCalledWith(db, 'TX-892-HB-1');
    expect(query()).toHaveBeenCalledWith(db, 'TX-892-HB-1');

    q.selectBillRef.mockResolvedValue(undefined);
    await expect(call()).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Bill TX-892-HB-1 was not found' });
  });

  it('the bulk check keeps the order given, once each, and names the ids that are no bill', async () => {
    const other = { ...billRef, id: 'TX-892-SB-1', identifier: 'SB 1' };
    q.selectBillRefs.mockResolvedValue([other, billRef]);
    const ids = ['TX-892-HB-1', 'TX-892-HB-9', 'TX-892-SB-1', 'TX-892-HB-1'];
    expect(await findExistingBills(db, ids)).toEqual({ found: [billRef, other], missing: ['TX-892-HB-9'] });
    expect(q.selectBillRefs).toHaveBeenCalledWith(db, ['TX-892-HB-1', 'TX-892-HB-9', 'TX-892-SB-1']);
  });

  it('comments: an empty list for a known bill, 404 for an unknown one', async () => {
    expect(await getBillComments({ db, id: 'TX-892-HB-1' })).toEqual({ items: [], total: 0 });
    q.selectBillRef.mockResolvedValue(undefined);
    await expect(getBillComments({ db, id: 'TX-892-HB-1' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('companions carry a status label, or null when the companion is not loaded', async () => {
    q.selectCompanions.mockResolvedValue([
      { billId: 'TX-892-SB-1', status: 4 },
      { billId: 'TX-892-SB-9', status: null },
      { billId: 'TX-892-SB-8', status: 99 },
    ] as never);
    const { items } = await getBillCompanions({ db, id: 'TX-892-HB-1' });
    expect(items.map((item) => item.statusLabel)).toEqual(['Passed', null, '99']);
    expect(q.selectCompanions).toHaveBeenCalledWith(db, 'TX-892-HB-1');
  });
});

describe('getBillSubjects', () => {
  it('labels subject codes, keeping unknown codes as numbers in text', async () => {
    q.selectSubjectsOf.mockResolvedValue({ subjects: [15, 999], subjectTerms: ['Camps'] });
    expect(await getBillSubjects({ db, id: 'TX-892-HB-1' })).toEqual({
      subjects: [
        { value: 15, label: 'Emergency Management' },
        { value: 999, label: '999' },
      ],
      subjectTerms: ['Camps'],
    });
    expect(q.selectSubjectsOf).toHaveBeenCalledWith(db, 'TX-892-HB-1');
  });

  it('is a 404 for an unknown bill', async () => {
    q.selectSubjectsOf.mockResolvedValue(undefined);
    await expect(getBillSubjects({ db, id: 'TX-892-HB-9' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Bill TX-892-HB-9 was not found',
    });
  });
});

const version = (overrides: Partial<queries.VersionContentRow> = {}): queries.VersionContentRow => ({
  id: 11,
  name: 'Introduced',
  date: '2025-08-15',
  url: null,
  mediaType: null,
  links: [],
  text: null,
  html: null,
  ...overrides,
});

describe('bill text and content', () => {
  it('gives the stored plain text of the latest version', async () => {
    q.selectVersionContent.mockResolvedValue(version({ text: 'AN ACT relating to camps.', html: '<p>ignored</p>' }));
    expect(await getBillText({ db, id: 'TX-892-HB-1' })).toEqual({
      billId: 'TX-892-HB-1',
      billVersionId: 11,
      name: 'Introduced',
      date: '2025-08-15',
      text: 'AN ACT relating to camps.',
    });
    expect(q.selectVersionContent).toHaveBeenCalledWith(db, 'TX-892-HB-1', undefined);
  });

  it('makes plain text from sanitized HTML when there is no text, and empty text when there is neither', async () => {
    q.selectVersionContent.mockResolvedValue(version({ html: '<p>AN ACT</p><script>alert(1)</script>' }));
    const { text } = await getBillText({ db, id: 'TX-892-HB-1', versionId: 11 });
    expect(text).toContain('AN ACT');
    expect(text).not.toMatch(/<|alert/);
    q.selectVersionContent.mockResolvedValue(version());
    expect((await getBillText({ db, id: 'TX-892-HB-1' })).text).toBe('');
  });

  it('serves source HTML sanitized, and plain text escaped inside <pre>', async () => {
    q.selectVersionContent.mockResolvedValue(version({ html: '<p onclick="x()">AN ACT</p>' }));
    const fromHtml = await getBillContent({ db, id: 'TX-892-HB-1' });
    expect(fromHtml).toMatchObject({ origin: 'source-html', billId: 'TX-892-HB-1', billVersionId: 11 });
    expect(fromHtml.html).toContain('AN ACT');
    expect(fromHtml.html).not.toContain('onclick');

    q.selectVersionContent.mockResolvedValue(version({ text: 'if a < b & c > "d"' }));
    expect(await getBillContent({ db, id: 'TX-892-HB-1' })).toMatchObject({
      origin: 'text',
      html: '<pre class="bill-text">if a &lt; b &amp; c &gt; &quot;d&quot;</pre>',
    });
    q.selectVersionContent.mockResolvedValue(version());
    expect((await getBillContent({ db, id: 'TX-892-HB-1' })).html).toBe('<pre class="bill-text"></pre>');
  });

  it('says which version is missing, or that the bill has none', async () => {
    q.selectVersionContent.mockResolvedValue(undefined);
    await expect(getBillText({ db, id: 'TX-892-HB-1' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Bill TX-892-HB-1 has no versions',
    });
    await expect(getBillContent({ db, id: 'TX-892-HB-1', versionId: 5 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Version 5 of bill TX-892-HB-1 was not found',
    });
    q.selectBillRef.mockResolvedValue(undefined);
    await expect(getBillText({ db, id: 'TX-892-HB-1' })).rejects.toMatchObject({
      message: 'Bill TX-892-HB-1 was not found',
    });
  });
});

describe('getDownloadUrl', () => {
  it('links to the state PDF among the version links (by media type or .pdf address)', async () => {
    q.selectVersionContent.mockResolvedValue(
      version({
        links: [
          { url: 'https://capitol.texas.gov/hb1.htm', mediaType: 'text/html' },
          { url: 'https://capitol.texas.gov/hb1.pdf?x=1', mediaType: '' },
        ],
      }),
    );
    expect(await getDownloadUrl({ db, id: 'TX-892-HB-1', format: 'pdf' })).toEqual({
      url: 'https://capitol.texas.gov/hb1.pdf?x=1',
      format: 'pdf',
      fileName: 'TX-892-HB-1-Introduced.pdf',
      external: true,
    });
    q.selectVersionContent.mockResolvedValue(
      version({ links: [{ url: 'https://example.org/doc', mediaType: 'application/PDF' }] }),
    );
    expect((await getDownloadUrl({ db, id: 'TX-892-HB-1', format: 'pdf' })).url).toBe('https://example.org/doc');
    q.selectVersionContent.mockResolvedValue(
      version({
        links: [
          { url: 'https://example.org/hb1.pdf.htm', mediaType: 'text/html' },
          { url: 'https://example.org/hb1.PDF', mediaType: '' },
        ],
      }),
    );
    expect((await getDownloadUrl({ db, id: 'TX-892-HB-1', format: 'pdf' })).url).toBe('https://example.org/hb1.PDF');
    q.selectVersionContent.mockResolvedValue(
      version({ links: [{ url: 'https://example.org/doc', mediaType: 'application/PDF' }] }),
    );
    expect((await getDownloadUrl({ db, id: 'TX-892-HB-1', format: 'pdf' })).url).toBe('https://example.org/doc');
  });

  it('does not take a page that only mentions .pdf in its address for a PDF', async () => {
    q.selectVersionContent.mockResolvedValue(version({ url: 'https://example.org/v.pdf.html', mediaType: null }));
    expect(await getDownloadUrl({ db, id: 'TX-892-HB-1', format: 'pdf' })).toMatchObject({ external: false });
    q.selectVersionContent.mockResolvedValue(version({ url: 'https://example.org/v?pdf=1', mediaType: 'text/html' }));
    expect(await getDownloadUrl({ db, id: 'TX-892-HB-1', format: 'pdf' })).toMatchObject({ external: false });
  });

  it('falls back to the version address when it is a PDF', async () => {
    q.selectVersionContent.mockResolvedValue(version({ url: 'https://example.org/v', mediaType: 'application/pdf' }));
    expect((await getDownloadUrl({ db, id: 'TX-892-HB-1', format: 'pdf' })).url).toBe('https://example.org/v');
    q.selectVersionContent.mockResolvedValue(version({ url: 'https://example.org/v.pdf' }));
    expect((await getDownloadUrl({ db, id: 'TX-892-HB-1', format: 'pdf' })).url).toBe('https://example.org/v.pdf');
  });

  it('renders here when the state has no PDF, or for text and HTML', async () => {
    q.selectVersionContent.mockResolvedValue(
      version({
        id: 12,
        name: 'Enrolled (Senate)',
        url: 'https://example.org/v.htm',
        mediaType: 'text/html',
        links: [{ url: 'https://example.org/v.pdf', mediaType: 'application/pdf' }],
      }),
    );
    expect(await getDownloadUrl({ db, id: 'TX-892-HB-1', versionId: 12, format: 'txt' })).toEqual({
      url: '/api/bills/TX-892-HB-1/versions/12/download?format=txt',
      format: 'txt',
      fileName: 'TX-892-HB-1-Enrolled-Senate.txt',
      external: false,
    });
    q.selectVersionContent.mockResolvedValue(version({ name: '***', url: 'https://example.org/v.htm' }));
    expect(await getDownloadUrl({ db, id: 'TX-892-HB-1', format: 'pdf' })).toMatchObject({
      url: '/api/bills/TX-892-HB-1/versions/11/download?format=pdf',
      fileName: 'TX-892-HB-1-version.pdf',
      external: false,
    });
  });
});

describe('renderVersionFile', () => {
  it('txt: the plain text', async () => {
    q.selectVersionContent.mockResolvedValue(version({ text: 'AN ACT' }));
    expect(await renderVersionFile({ db, id: 'TX-892-HB-1', versionId: 11, format: 'txt' })).toEqual({
      fileName: 'TX-892-HB-1-Introduced.txt',
      contentType: 'text/plain; charset=utf-8',
      body: 'AN ACT',
    });
  });

  it('html: a standalone page titled with the bill and version, the title escaped', async () => {
    q.selectVersionContent.mockResolvedValue(version({ name: 'A<b>', date: null, text: 'AN ACT' }));
    const file = await renderVersionFile({ db, id: 'TX-892-HB-1', versionId: 11, format: 'html' });
    expect(file.contentType).toBe('text/html; charset=utf-8');
    expect(file.body).toContain('<title>TX-892-HB-1 — A&lt;b&gt;</title>');
    expect(file.body).toContain('<h1>TX-892-HB-1 — A&lt;b&gt;</h1>');
    expect(file.body).toContain('<pre class="bill-text">AN ACT</pre>');
    expect(String(file.body).startsWith('<!doctype html>')).toBe(true);
  });

  it('pdf: a PDF document made from the text', async () => {
    q.selectVersionContent.mockResolvedValue(version({ text: 'AN ACT relating to camps.' }));
    const file = await renderVersionFile({ db, id: 'TX-892-HB-1', versionId: 11, format: 'pdf' });
    expect(file.contentType).toBe('application/pdf');
    expect(file.fileName).toBe('TX-892-HB-1-Introduced.pdf');
    expect(Buffer.from(file.body).subarray(0, 5).toString()).toBe('%PDF-');
  });
});

const listQuery = (overrides: Partial<BillListQuery> = {}): BillListQuery =>
  ({ page: 1, pageSize: 25, ...overrides }) as BillListQuery;
const facet = (facetName: string, value: string, count: number, label: string | null = null) => ({
  facet: facetName,
  value,
  label,
  count,
});

describe('listBills', () => {
  // A new database handle per test: the service remembers the size of the bills table per handle.
  let db: Database;
  beforeEach(() => {
    db = {} as Database;
    q.selectBillsRowEstimate.mockResolvedValue(1_000_000);
    q.inspectSearchTerm.mockResolvedValue({ searchable: true, negated: false });
    q.planBillFilters.mockReturnValue({ where: 'plan', narrow: true } as never);
    q.selectBillPage.mockResolvedValue([
      { id: 'TX-892-HB-1', status: 4 },
      { id: 'TX-892-HB-2', status: 99 },
    ] as never);
    q.estimateBillMatches.mockResolvedValue(10);
  });

  it('labels every facet, sorts buckets by count then label, and labels statuses of the items', async () => {
    q.selectBillFacets.mockResolvedValue([
      facet('total', '', 12),
      facet('state', 'TX', 12),
      facet('session', '892', 12, '89th, 2nd Called'),
      facet('session', '891', 3),
      facet('type', 'SB', 4),
      facet('type', 'HB', 8),
      facet('type', 'XX', 8),
      facet('status', '4', 5),
      facet('status', '99', 1),
      facet('subject', '15', 3),
      facet('subject', '999', 3),
      facet('party', 'R', 2),
      facet('party', 'Q', 2),
    ]);
    const reply = await listBills({ db, query: listQuery({ stateCode: 'TX' }) });
    expect(reply.total).toBe(12);
    expect(reply.estimated).toBe(false);
    expect(reply).toMatchObject({ page: 1, pageSize: 25 });
    expect(reply.items.map((item) => item.statusLabel)).toEqual(['Passed', '99']);
    expect(reply.facets.state).toEqual([{ value: 'TX', label: 'Texas', count: 12 }]);
    expect(reply.facets.session).toEqual([
      { value: '892', label: '89th, 2nd Called', count: 12 },
      { value: '891', label: '891', count: 3 },
    ]);
    // One state: bill types are named as that state names them.
    expect(reply.facets.type).toEqual([
      { value: 'HB', label: 'House Bill', count: 8 },
      { value: 'XX', label: 'XX', count: 8 },
      { value: 'SB', label: 'Senate Bill', count: 4 },
    ]);
    expect(reply.facets.status).toEqual([
      { value: '4', label: 'Passed', count: 5 },
      { value: '99', label: '99', count: 1 },
    ]);
    expect(reply.facets.subject).toEqual([
      { value: '999', label: '999', count: 3 },
      { value: '15', label: 'Emergency Management', count: 3 },
    ]);
    expect(reply.facets.party).toEqual([
      { value: 'Q', label: 'Q', count: 2 },
      { value: 'R', label: 'Republican', count: 2 },
    ]);
    // Counted exactly, capped one past the limit.
    expect(q.selectBillFacets).toHaveBeenCalledTimes(1);
    expect(q.selectBillFacets).toHaveBeenCalledWith(
      db,
      { where: 'plan', narrow: true },
      { cap: BILL_EXACT_COUNT_LIMIT + 1 },
    );
  });

  it('names bill types as the one matching state names them (an Assembly Bill in New York)', async () => {
    q.selectBillFacets.mockResolvedValue([facet('state', 'NY', 2), facet('type', 'A', 2)]);
    const reply = await listBills({ db, query: listQuery({ stateCode: 'NY' }) });
    expect(reply.facets.type).toEqual([{ value: 'A', label: 'Assembly Bill', count: 2 }]);
  });

  it('counts a small bills table exactly without asking the planner, and asks for its size once a minute', async () => {
    q.selectBillsRowEstimate.mockResolvedValue(12);
    q.selectBillFacets.mockResolvedValue([facet('total', '', 12)]);
    expect((await listBills({ db, query: listQuery() })).total).toBe(12);
    await listBills({ db, query: listQuery() });
    expect(q.estimateBillMatches).not.toHaveBeenCalled();
    expect(q.selectBillsRowEstimate).toHaveBeenCalledTimes(1);
  });

  it('asks the planner when the table size is unknown (-1) or past the limit', async () => {
    for (const rows of [-1, BILL_EXACT_COUNT_LIMIT + 1]) {
      db = {} as Database;
      q.selectBillsRowEstimate.mockResolvedValue(rows);
      q.selectBillFacets.mockResolvedValue([facet('total', '', 3)]);
      await listBills({ db, query: listQuery() });
    }
    expect(q.estimateBillMatches).toHaveBeenCalledTimes(2);
  });

  it('keeps bill type codes when the matches span several states', async () => {
    q.selectBillFacets.mockResolvedValue([facet('state', 'TX', 1), facet('state', 'CO', 1), facet('type', 'HB', 2)]);
    const reply = await listBills({ db, query: listQuery() });
    expect(reply.facets.type).toEqual([{ value: 'HB', label: 'HB', count: 2 }]);
    expect(reply.facets.state.map((bucket) => bucket.value)).toEqual(['CO', 'TX']);
    expect(reply.total).toBe(0);
  });

  it('plans a word search with its shape, a bill id search without inspecting it, and a session code', async () => {
    q.selectBillFacets.mockResolvedValue([facet('total', '', 1)]);
    q.selectSessionIds.mockResolvedValue(['TX-892', 'TX-891']);
    await listBills({
      db,
      query: listQuery({ searchTerm: 'camp', sessionCode: { kind: 'code', sessionCode: '892' }, stateCode: 'TX' }),
    });
    expect(q.inspectSearchTerm).toHaveBeenCalledWith(db, 'camp');
    expect(q.selectSessionIds).toHaveBeenCalledWith(db, { kind: 'code', sessionCode: '892' }, 'TX');
    expect(q.planBillFilters).toHaveBeenCalledWith(expect.objectContaining({ searchTerm: 'camp' }), {
      searchable: true,
      negated: false,
      sessionIds: ['TX-892', 'TX-891'],
    });

    vi.mocked(q.inspectSearchTerm).mockClear();
    await listBills({ db, query: listQuery({ searchTerm: 'tx-892-hb-1' }) });
    expect(q.inspectSearchTerm).not.toHaveBeenCalled();
    expect(q.planBillFilters).toHaveBeenLastCalledWith(expect.anything(), {
      searchable: false,
      negated: false,
      sessionIds: undefined,
    });
  });

  it('past the limit, counts a sample and scales it, saying the counts are estimated', async () => {
    q.estimateBillMatches.mockResolvedValue(96_000);
    q.selectBillFacets.mockResolvedValue([facet('total', '', 375), facet('state', 'TX', 375)]);
    const reply = await listBills({ db, query: listQuery() });
    // 256 buckets * 1500 / 96000 = 4 buckets: a 64th of the bills.
    expect(q.selectBillFacets).toHaveBeenCalledWith(db, { where: 'plan', narrow: true }, { sampleBuckets: 4 });
    expect(reply.total).toBe(375 * 64);
    expect(reply.facets.state).toEqual([{ value: 'TX', label: 'Texas', count: 375 * 64 }]);
    expect(reply.estimated).toBe(true);
  });

  it('samples fewer bills for a search, whose sample reads the wide bills heap', async () => {
    q.planBillFilters.mockReturnValue({ where: 'plan', narrow: false } as never);
    q.estimateBillMatches.mockResolvedValue(96_000);
    q.selectBillFacets.mockResolvedValue([facet('total', '', 375)]);
    const reply = await listBills({ db, query: listQuery({ searchTerm: 'tax' }) });
    // 256 buckets * 1000 / 96000 = 2.67: 3 buckets.
    expect(q.selectBillFacets).toHaveBeenCalledWith(db, { where: 'plan', narrow: false }, { sampleBuckets: 3 });
    expect(reply.total).toBe(Math.round((375 * 256) / 3));
    expect(reply.estimated).toBe(true);
  });

  it('rounds scaled counts', async () => {
    q.estimateBillMatches.mockResolvedValue(1_000_000);
    q.selectBillFacets.mockResolvedValue([facet('total', '', 100), facet('party', 'R', 3)]);
    const reply = await listBills({ db, query: listQuery() });
    expect(q.selectBillFacets).toHaveBeenCalledWith(db, { where: 'plan', narrow: true }, { sampleBuckets: 1 });
    expect(reply.total).toBe(25_600);
    expect(reply.facets.party[0]?.count).toBe(768);
  });

  it('when the planner underestimated, a capped exact count past the limit falls back to a sample', async () => {
    q.estimateBillMatches.mockResolvedValue(50);
    q.selectBillFacets
      .mockResolvedValueOnce([facet('total', '', BILL_EXACT_COUNT_LIMIT + 1)])
      .mockResolvedValueOnce([facet('total', '', 500)]);
    const reply = await listBills({ db, query: listQuery() });
    // Sized for four times the limit: 256 * 1500 / 8000 -> 48 buckets.
    expect(q.selectBillFacets).toHaveBeenLastCalledWith(db, { where: 'plan', narrow: true }, { sampleBuckets: 48 });
    expect(reply.total).toBe(Math.round((500 * 256) / 48));
    expect(reply.estimated).toBe(true);
  });

  it('an exact count of exactly the limit is not estimated', async () => {
    q.estimateBillMatches.mockResolvedValue(BILL_EXACT_COUNT_LIMIT);
    q.selectBillFacets.mockResolvedValue([facet('total', '', BILL_EXACT_COUNT_LIMIT)]);
    const reply = await listBills({ db, query: listQuery() });
    expect(q.selectBillFacets).toHaveBeenCalledTimes(1);
    expect(reply).toMatchObject({ total: BILL_EXACT_COUNT_LIMIT, estimated: false });
  });

  it('a scaled total of exactly the limit is counted again exactly', async () => {
    // 256 * 1500 / 24000 = 16 buckets, scale 16: 125 sampled bills stand for 2000.
    q.estimateBillMatches.mockResolvedValue(24_000);
    q.selectBillFacets
      .mockResolvedValueOnce([facet('total', '', 125)])
      .mockResolvedValueOnce([facet('total', '', 1_990)]);
    const reply = await listBills({ db, query: listQuery() });
    expect(q.selectBillFacets).toHaveBeenNthCalledWith(1, db, { where: 'plan', narrow: true }, { sampleBuckets: 16 });
    expect(reply).toMatchObject({ total: 1_990, estimated: false });
  });

  it('when the sample shows the planner overestimated, counts again exactly', async () => {
    q.estimateBillMatches.mockResolvedValue(96_000);
    q.selectBillFacets
      .mockResolvedValueOnce([facet('total', '', 20)])
      .mockResolvedValueOnce([facet('total', '', 1_234)]);
    const reply = await listBills({ db, query: listQuery() });
    expect(q.selectBillFacets).toHaveBeenCalledTimes(2);
    expect(q.selectBillFacets).toHaveBeenLastCalledWith(db, { where: 'plan', narrow: true });
    expect(reply).toMatchObject({ total: 1_234, estimated: false });
  });
});

describe('getBillStatutes', () => {
  const row = (overrides: object = {}) => ({
    jurisdictionCode: 'TX',
    code: 'TX Tax Code',
    section: '151.313',
    kind: 'amends',
    snippet: 'Section 151.313, Tax Code, is amended',
    statuteSectionId: 9,
    regulationSectionId: null,
    heading: 'HEALTH CARE SUPPLIES.',
    ...overrides,
  });

  it('lists the stored citations of the bill with readable labels and the NY law summary', async () => {
    q.selectLawSectionSummary.mockResolvedValue({ lawSection: 'Tax Law' });
    q.selectBillStatutes.mockResolvedValue([
      row(),
      row({ jurisdictionCode: 'NY', code: 'NY Tax Law', section: '1101', kind: 'cites', statuteSectionId: null }),
      row({ code: '34 TAC', section: '3.280', statuteSectionId: null, regulationSectionId: 4 }),
      row({ jurisdictionCode: 'DC', code: 'DC Code', section: '47-101' }),
    ] as never);
    const reply = await getBillStatutes({ db, id: 'TX-892-SB-31' });
    expect(q.selectBillStatutes).toHaveBeenCalledWith(db, 'TX-892-SB-31');
    expect(reply.lawSection).toBe('Tax Law');
    expect(reply.items.map((item) => item.label)).toEqual([
      'TX Tax Code § 151.313',
      'NY Tax Law § 1101',
      '34 TAC § 3.280',
      'DC Code § 47-101',
    ]);
    expect(reply.items[0]).toMatchObject({ kind: 'amends', statuteSectionId: 9, heading: 'HEALTH CARE SUPPLIES.' });
    expect(reply.items[2]).toMatchObject({ regulationSectionId: 4 });
  });

  it('prefixes the jurisdiction when the code does not name it', async () => {
    q.selectLawSectionSummary.mockResolvedValue({ lawSection: null });
    q.selectBillStatutes.mockResolvedValue([
      row({ jurisdictionCode: 'CO', code: 'Revised Statutes', section: '1-2' }),
    ] as never);
    const reply = await getBillStatutes({ db, id: 'CO-251-SB-2' });
    expect(reply.items[0]?.label).toBe('CO Revised Statutes § 1-2');
    expect(reply.lawSection).toBeNull();
  });

  it('is a 404 for an unknown bill', async () => {
    q.selectLawSectionSummary.mockResolvedValue(undefined);
    await expect(getBillStatutes({ db, id: 'TX-892-HB-9' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(q.selectBillStatutes).not.toHaveBeenCalled();
  });
});

describe('getBillHistoryFeed', () => {
  const feedQuery = { page: 1, limit: 10, onlyWithHistory: true } as Parameters<typeof getBillHistoryFeed>[0]['query'];

  it('lists bills with their own actions, without the query columns', async () => {
    q.selectFeedBills.mockResolvedValue([
      { id: 'TX-892-HB-1', status: 4, total: 2 },
      { id: 'TX-892-HB-2', status: 99, total: 2 },
    ] as never);
    q.selectFeedActions.mockResolvedValue([
      { billId: 'TX-892-HB-1', n: 1, id: 1, text: 'Filed' },
      { billId: 'TX-892-HB-2', n: 1, id: 2, text: 'Read' },
      { billId: 'TX-892-HB-1', n: 2, id: 3, text: 'Passed' },
    ] as never);
    const reply = await getBillHistoryFeed({
      db,
      query: { ...feedQuery, stateCode: 'TX', types: ['HB'], page: 3, historyDateFrom: '2025-01-01' },
    });
    expect(reply).toEqual({
      items: [
        {
          bill: { id: 'TX-892-HB-1', status: 4, statusLabel: 'Passed' },
          actions: [
            { id: 1, text: 'Filed' },
            { id: 3, text: 'Passed' },
          ],
        },
        { bill: { id: 'TX-892-HB-2', status: 99, statusLabel: '99' }, actions: [{ id: 2, text: 'Read' }] },
      ],
      total: 2,
      page: 3,
      limit: 10,
    });
    const expectedQuery = {
      types: ['HB'],
      stateCode: 'TX',
      from: '2025-01-01',
      to: undefined,
      onlyWithHistory: true,
      limit: 10,
      offset: 20,
    };
    expect(q.selectFeedBills).toHaveBeenCalledWith(db, expectedQuery);
    expect(q.selectFeedActions).toHaveBeenCalledWith(db, ['TX-892-HB-1', 'TX-892-HB-2'], expectedQuery);
  });

  it('ALL states means no state filter; an empty first page has total 0 without counting again', async () => {
    q.selectFeedBills.mockResolvedValue([]);
    q.selectFeedActions.mockResolvedValue([]);
    const reply = await getBillHistoryFeed({ db, query: { ...feedQuery, stateCode: null } });
    expect(reply).toEqual({ items: [], total: 0, page: 1, limit: 10 });
    expect(q.selectFeedBills).toHaveBeenCalledTimes(1);
    expect(q.selectFeedBills).toHaveBeenCalledWith(db, expect.objectContaining({ stateCode: undefined, offset: 0 }));
  });

  it('a page past the end still reports the total, counted from the first page', async () => {
    q.selectFeedBills.mockResolvedValueOnce([]).mockResolvedValueOnce([{ id: 'X', status: 1, total: 7 }] as never);
    q.selectFeedActions.mockResolvedValue([]);
    const reply = await getBillHistoryFeed({ db, query: { ...feedQuery, page: 9 } });
    expect(reply.total).toBe(7);
    expect(q.selectFeedBills).toHaveBeenLastCalledWith(db, expect.objectContaining({ limit: 1, offset: 0 }));
  });

  it('a page past the end of an empty feed has total 0', async () => {
    q.selectFeedBills.mockResolvedValue([]);
    q.selectFeedActions.mockResolvedValue([]);
    expect((await getBillHistoryFeed({ db, query: { ...feedQuery, page: 2 } })).total).toBe(0);
  });

  it('tracked tags only: an empty feed, since accounts have no tracking tags yet', async () => {
    const reply = await getBillHistoryFeed({ db, query: { ...feedQuery, onlyTrackedTags: true, page: 2 } });
    expect(reply).toEqual({ items: [], total: 0, page: 2, limit: 10 });
    expect(q.selectFeedBills).not.toHaveBeenCalled();
  });
});

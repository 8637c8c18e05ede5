import type {
  CitationSuggestions,
  LawCodesReply,
  LawSearchReply,
  LawSectionDetail,
  LawTreeReply,
} from '@statehouse/shared/statutes/statutes.schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registerAccount, type SignedIn } from '../../../test/factories/accounts';
import { loadBillSample } from '../../../test/factories/bills';
import { billStatuteCitations } from '../../db/schema/statutes';
import { loadSample } from '../../ingest/sample/load-sample';

// Every statute and regulation section of the shipped sample (data/sample, made by the importers from the public
// files: D.C. Code titles 25, 32 and 36, Texas Tax Code chapter 151, 34 TAC chapter 3, 27 CFR parts 447-646), the
// D.C. laws that amended them, and three Texas bills whose text amends or cites Tax Code sections.
const lawTables = new Set(['statute_sections', 'regulation_sections', 'session_laws', 'session_law_sections']);
const BILLS = ['TX-892-HB-169', 'TX-892-SB-31', 'TX-892-HB-235'];

describe('statutes and regulations routes', () => {
  let testApp: TestApp;
  let reader: SignedIn;
  const ids: Record<string, number> = {};

  const get = (url: string, who: SignedIn | null = reader) =>
    testApp.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });

  beforeAll(async () => {
    testApp = await buildTestApp();
    const db = testApp.app.db;
    await loadBillSample(db, BILLS);
    await loadSample(db, { info: () => {} }, { select: (table, row) => (lawTables.has(table) ? row : null) });
    const rows = (await db.execute(
      sql`select code || ' ' || section || case when variant = '' then '' else ' ' || variant end as key, id from statute_sections
        union all select code || ' ' || section, id from regulation_sections`,
    )) as unknown as { rows: { key: string; id: number }[] };
    for (const row of rows.rows) ids[row.key] = row.id;
    // Rows of our own, whatever the citation extractor found on load (its own tests measure it): HB 169 amends
    // 151.314 ("Section 151.314, Tax Code, is amended by adding Subsection (i)"); SB 31 cites it; HB 235 cites 151.313.
    await db.delete(billStatuteCitations);
    await db.insert(billStatuteCitations).values([
      {
        billId: 'TX-892-HB-169',
        jurisdictionId: 'TX',
        code: 'TX Tax Code',
        section: '151.314',
        kind: 'amends',
        statuteSectionId: ids['TX Tax Code 151.314'],
        snippet: 'Section 151.314, Tax Code, is amended by adding Subsection (i)',
      },
      {
        billId: 'TX-892-SB-31',
        jurisdictionId: 'TX',
        code: 'TX Tax Code',
        section: '151.314',
        kind: 'cites',
        statuteSectionId: ids['TX Tax Code 151.314'],
        snippet: 'Section 151.314, Tax Code',
      },
      {
        // Unlinked (written before the section was loaded): still found by code and number.
        billId: 'TX-892-HB-235',
        jurisdictionId: 'TX',
        code: 'TX Tax Code',
        section: '151.313',
        kind: 'cites',
        snippet: 'Section 151.313, Tax Code',
      },
    ]);
    reader = await registerAccount(testApp.app, { stateCodes: ['TX'] });
  }, 120_000);
  afterAll(() => testApp?.close());

  it('requires sign-in for every call', async () => {
    for (const url of [
      '/api/statutes/search?query=tax',
      '/api/regs/search?query=firearm',
      '/api/statutes/codes',
      '/api/statutes/tree?code=DC%20Code',
      `/api/statutes/id/${ids['DC Code 25-101']}`,
      `/api/regs/id/${ids['27 CFR 447.11']}`,
      '/api/statutes/Tax%20Code/151.0101',
    ]) {
      expect((await get(url, null)).statusCode, url).toBe(401);
    }
  });

  describe('a section', () => {
    it('reads a D.C. Code section: heading, text, hierarchy, history notes and the D.C. law that amended it', async () => {
      const response = await get(`/api/statutes/id/${ids['DC Code 25-101']}`);
      expect(response.statusCode).toBe(200);
      const section = response.json<LawSectionDetail>();
      expect(section).toMatchObject({
        kind: 'statute',
        jurisdictionCode: 'DC',
        code: 'DC Code',
        section: '25-101',
        heading: 'Definitions.',
        label: 'D.C. Code § 25-101',
        citation: 'D.C. Code § 25-101',
        sourceUrl: expect.any(String),
      });
      expect(section.text.startsWith('(a) For the purposes of this title, the term:')).toBe(true);
      expect(section.breadcrumb).toEqual([
        { level: 'title', num: '25', heading: 'Alcoholic Beverages. [Enacted title]', path: 'title:25' },
        {
          level: 'chapter',
          num: '1',
          heading: 'General Provisions and Classification of Licenses.',
          path: 'title:25/chapter:1',
        },
        { level: 'subchapter', num: 'I', heading: 'General Provisions.', path: 'title:25/chapter:1/subchapter:I' },
      ]);
      expect(section.annotations).toContainEqual({ type: 'History', text: 'Jan. 24, 1934, 48 Stat. 319, ch. 4, § 3' });
      // Subchapter I of chapter 1 holds 25-101 to 25-104 in the sample.
      expect(section.parent?.children.map((child) => child.section)).toEqual(['25-101', '25-102', '25-103', '25-104']);
      expect(section.previous).toBeNull();
      expect(section.next).toMatchObject({
        section: '25-102',
        heading: 'Sale of alcoholic beverages without a license prohibited.',
      });
      expect(section.citedSections[0]).toEqual({ section: '25-202', id: ids['DC Code 25-202'] });
      expect(section.sessionLaws).toEqual([
        expect.objectContaining({
          lawNumber: '26-96',
          shortTitle: 'Streatery Program Endorsements and Protest Process Amendment Act of 2025',
          lawType: 'permanent',
        }),
      ]);
      expect(section.bills).toEqual({ total: 0, data: [] });
    });

    it('reads a Texas Tax Code section with the bills that amend it first, then those that cite it', async () => {
      const response = await get(`/api/statutes/id/${ids['TX Tax Code 151.314']}`);
      expect(response.statusCode).toBe(200);
      const section = response.json<LawSectionDetail>();
      expect(section).toMatchObject({
        heading: 'FOOD AND FOOD PRODUCTS.',
        label: 'Tax Code § 151.314',
        citation: 'Tex. Tax Code Ann. § 151.314',
        breadcrumb: [
          { level: 'title', num: '2', heading: 'STATE TAXATION' },
          { level: 'subtitle', num: 'E', heading: 'SALES, EXCISE, AND USE TAXES' },
          { level: 'chapter', num: '151', heading: 'LIMITED SALES, EXCISE, AND USE TAX' },
          { level: 'subchapter', num: 'H', heading: 'EXEMPTIONS' },
        ],
        previous: { section: '151.313', heading: 'HEALTH CARE SUPPLIES.' },
      });
      expect(section.text).toContain(
        'Food products for human consumption are exempted from the taxes imposed by this chapter.',
      );
      expect(section.bills.total).toBe(2);
      expect(section.bills.data.map((bill) => [bill.billId, bill.kind])).toEqual([
        ['TX-892-HB-169', 'amends'],
        ['TX-892-SB-31', 'cites'],
      ]);
      expect(section.bills.data[0]).toMatchObject({
        identifier: 'HB 169',
        stateCode: 'TX',
        sessionCode: '892',
        statusLabel: 'Introduced',
        snippet: 'Section 151.314, Tax Code, is amended by adding Subsection (i)',
      });
      // A citation row without a section id still reaches its section by code and number.
      const unlinked = (await get(`/api/statutes/id/${ids['TX Tax Code 151.313']}`)).json<LawSectionDetail>();
      expect(unlinked.bills.data.map((bill) => bill.billId)).toEqual(['TX-892-HB-235']);
    });

    it('orders Texas sections decimally: 151.010, 151.0101, ..., 151.01032, 151.0104, 151.011', async () => {
      const section = (await get(`/api/statutes/id/${ids['TX Tax Code 151.0101']}`)).json<LawSectionDetail>();
      expect(section.heading).toBe('"TAXABLE SERVICES".');
      // As numbers, 151.0101 would follow 151.099; Texas numbers sections as decimals.
      expect([section.previous?.section, section.next?.section]).toEqual(['151.010', '151.0102']);
      const last = (await get(`/api/statutes/id/${ids['TX Tax Code 151.0104']}`)).json<LawSectionDetail>();
      expect([last.previous?.section, last.next?.section]).toEqual(['151.01032', '151.011']);
    });

    it('steps from the last section of a title to the first of the next title', async () => {
      const last = (await get(`/api/statutes/id/${ids['DC Code 25-1009']}`)).json<LawSectionDetail>();
      expect(last.next?.section).toBe('32-101');
      const first = (await get(`/api/statutes/id/${ids['DC Code 32-101']}`)).json<LawSectionDetail>();
      expect(first.previous?.section).toBe('25-1009');
    });

    it('lists both printed versions of a Texas section', async () => {
      const section = (
        await get(`/api/statutes/id/${ids['TX Tax Code 151.462 effective on September 01, 2021']}`)
      ).json<LawSectionDetail>();
      expect(section.variants.map((variant) => variant.variant)).toEqual([
        'effective until September 01, 2021',
        'effective on September 01, 2021',
      ]);
    });

    it('reads a CFR section as a regulation, numbered as the CFR numbers (447.2 before 447.11)', async () => {
      const response = await get(`/api/regs/id/${ids['27 CFR 447.11']}`);
      expect(response.statusCode).toBe(200);
      const section = response.json<LawSectionDetail>();
      expect(section).toMatchObject({
        kind: 'regulation',
        heading: 'Meaning of terms.',
        part: '447',
        label: '27 CFR § 447.11',
        citation: '27 C.F.R. § 447.11',
        previous: { section: '447.2' },
        next: { section: '447.21' },
      });
      expect(section.breadcrumb.map((level) => `${level.level} ${level.num}`)).toEqual([
        'title 27',
        'chapter II',
        'subchapter B',
        'part 447',
        'subpart B',
      ]);
    });

    it('answers 404 for an unknown id, 404 for a statute id asked as a regulation, 400 for a bad id', async () => {
      expect((await get('/api/statutes/id/987654')).json()).toMatchObject({ message: 'Statute section not found' });
      expect((await get('/api/statutes/id/987654')).statusCode).toBe(404);
      expect((await get('/api/regs/id/987654')).json().message).toBe('Regulation section not found');
      const bad = await get('/api/statutes/id/abc');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('id must be a whole number');
    });
  });

  describe('citations as lawyers write them', () => {
    it.each([
      ['Tax%20Code/151.0101', '', 'TX Tax Code', '151.0101'],
      ['Tex.%20Tax%20Code%20Ann./%C2%A7%20151.0101', '', 'TX Tax Code', '151.0101'],
      ['TX/151.0101', '?stateCode=TX', 'TX Tax Code', '151.0101'],
      ['D.C.%20Code/25-101', '', 'DC Code', '25-101'],
      ['27%20CFR/447.11', '', '27 CFR', '447.11'],
      ['34%20TAC/3.280', '', '34 TAC', '3.280'],
    ])('/api/statutes/%s%s -> %s § %s', async (path, query, code, section) => {
      const response = await get(`/api/statutes/${path}${query}`);
      expect(response.statusCode).toBe(200);
      expect(response.json<LawSectionDetail>()).toMatchObject({ code, section });
    });

    it('keeps the subsection a citation names and says a regulation is one', async () => {
      const reply = (await get('/api/statutes/34%20TAC/3.280(b)')).json<LawSectionDetail>();
      expect(reply).toMatchObject({ kind: 'regulation', heading: 'Aircraft', subsection: '(b)' });
    });

    it('picks the version in effect when the session began, else today', async () => {
      const now = (await get('/api/statutes/Tax%20Code/151.462')).json<LawSectionDetail>();
      expect(now.variant).toBe('effective on September 01, 2021');
      expect(now.heading).toBe('REPORTS BY BREWERS, BREWPUBS, WHOLESALERS, AND DISTRIBUTORS.');
      const session = await get('/api/statutes/Tax%20Code/151.462?stateCode=TX&sessionCode=892');
      expect(session.json<LawSectionDetail>().variant).toBe('effective on September 01, 2021');
      expect((await get('/api/statutes/Tax%20Code/151.462?stateCode=TX&sessionCode=999')).statusCode).toBe(404);
    });

    it('answers 404 with the closest sections for a near miss', async () => {
      const response = await get('/api/statutes/Tax%20Code/151.0105');
      expect(response.statusCode).toBe(404);
      const body = response.json<{ message: string; details: CitationSuggestions }>();
      expect(body.message).toBe('Tax Code § 151.0105 is not among the sections held; the closest are suggested');
      expect(body.details.suggestions.length).toBe(5);
      expect(body.details.suggestions.map((item) => item.section)).toContain('151.0104');
      expect(body.details.suggestions.every((item) => item.section.startsWith('151.'))).toBe(true);
      // D.C. Code title 2 is not in the sample: the closest D.C. sections are offered.
      const dc = await get('/api/statutes/D.C.%20Code/2-1402.11');
      expect(dc.statusCode).toBe(404);
      expect(dc.json<{ details: CitationSuggestions }>().details.suggestions[0]).toMatchObject({
        kind: 'statute',
        code: 'DC Code',
      });
    });

    it('answers 404 naming the codes held for a code it does not hold, 400 for no section number', async () => {
      const unknown = await get('/api/statutes/Penal%20Code/12.34?stateCode=TX');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(
        'No code named "Penal Code" in TX is loaded. Codes held: 27 CFR, 34 TAC, D.C. Code, Tax Code',
      );
      const bad = await get('/api/statutes/Tax%20Code/not-a-section');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('"not-a-section" is not a section number');
      expect((await get('/api/statutes/Tax%20Code/151.0101?stateCode=Texas')).statusCode).toBe(400);
      expect((await get('/api/statutes/Tax%20Code/151.0101?sessionCode=892')).json().message).toBe(
        'sessionCode needs a stateCode',
      );
    });
  });

  describe('search', () => {
    it('ranks full-text matches with highlighted snippets and facets by code, title and chapter', async () => {
      const response = await get('/api/statutes/search?query=%22food%20products%22&code=Tax%20Code&pageSize=5');
      expect(response.statusCode).toBe(200);
      const body = response.json<LawSearchReply>();
      expect(body.method).toBe('full-text');
      expect(body.query).toBe('"food products"');
      expect(body.total).toBeGreaterThan(1);
      expect(body.data.length).toBeLessThanOrEqual(5);
      // The heading weighs most: the section named FOOD AND FOOD PRODUCTS comes first.
      expect(body.data[0]).toMatchObject({ section: '151.314', label: 'Tax Code § 151.314', kind: 'statute' });
      // Which passage ts_headline picks differs between engines; both words are marked either way.
      expect(body.data[0]?.snippet).toMatch(/<mark>food<\/mark>/i);
      expect(body.data[0]?.snippet).toMatch(/<mark>products<\/mark>/i);
      expect(body.data.every((hit) => hit.code === 'TX Tax Code')).toBe(true);
      expect(body.facets.codes).toContainEqual(
        expect.objectContaining({ value: 'TX Tax Code', label: 'Tax Code', jurisdictionCode: 'TX', count: body.total }),
      );
      expect(body.facets.chapters).toEqual([
        { value: '151', label: 'LIMITED SALES, EXCISE, AND USE TAX', count: body.total },
      ]);
      expect(body.answer).toBeNull();
    });

    it('filters by state, title, chapter, subchapter, section prefix, heading words, subtitle and file name', async () => {
      const byChapter = (
        await get('/api/statutes/search?state=DC&title=25&chapter=1&subchapter=I')
      ).json<LawSearchReply>();
      expect(byChapter.method).toBe('filters-only');
      expect(byChapter.data.map((hit) => hit.section)).toEqual(['25-101', '25-102', '25-103', '25-104']);
      const byPrefix = (
        await get('/api/statutes/search?code=TX%20Tax%20Code&section=151.01&sort=section')
      ).json<LawSearchReply>();
      expect(byPrefix.data.map((hit) => hit.section)).toEqual([
        '151.010',
        '151.0101',
        '151.0102',
        '151.0103',
        '151.01032',
        '151.0104',
        '151.011',
        '151.012',
      ]);
      const byName = (await get('/api/statutes/search?name=food%20products')).json<LawSearchReply>();
      expect(byName.data.map((hit) => hit.section)).toContain('151.314');
      expect(byName.data.every((hit) => /food/i.test(hit.heading ?? '') && /products/i.test(hit.heading ?? ''))).toBe(
        true,
      );
      const bySubtitle = (await get('/api/statutes/search?subtitle=e&pageSize=1')).json<LawSearchReply>();
      expect(bySubtitle.total).toBe(262);
      const byFile = (await get('/api/statutes/search?fileName=TX.151.htm&pageSize=1')).json<LawSearchReply>();
      expect(byFile.total).toBe(262);
      const bySubsection = (
        await get('/api/statutes/search?code=Tax%20Code&section=151.314&subsection=i')
      ).json<LawSearchReply>();
      expect(bySubsection.total).toBe(0);
      const withA = (
        await get('/api/statutes/search?code=Tax%20Code&section=151.314&subsection=a')
      ).json<LawSearchReply>();
      expect(withA.data.map((hit) => hit.section)).toEqual(['151.314', '151.3141']);
    });

    it('searches regulations by part and rule, with part facets', async () => {
      const byPart = (await get('/api/regs/search?query=firearm&code=27%20CFR')).json<LawSearchReply>();
      expect(byPart.total).toBeGreaterThan(10);
      const parts = byPart.facets.parts.map((part) => part.value);
      expect(parts).toEqual(expect.arrayContaining(['478', '479']));
      const inPart = (
        await get('/api/regs/search?code=27%20CFR&part=447&sort=section&pageSize=3')
      ).json<LawSearchReply>();
      expect(inPart.total).toBe(27);
      expect(inPart.data.map((hit) => hit.section)).toEqual(['447.1', '447.2', '447.11']);
      const rule = (await get('/api/regs/search?rule=3.280')).json<LawSearchReply>();
      expect(rule.data.map((hit) => hit.label)).toEqual(['34 TAC § 3.280']);
      // rule and part are regulations' fields only.
      const statuteRule = (await get('/api/statutes/search?rule=3.280&pageSize=1')).json<LawSearchReply>();
      expect(statuteRule.total).toBe(901);
    });

    it('answers a plain-language question offline, says so, and quotes the best sentences with their sections', async () => {
      const response = await get(
        `/api/statutes/search?searchMode=ai&aiQuery=${encodeURIComponent('Are food products for human consumption taxed?')}&code=Tax%20Code`,
      );
      expect(response.statusCode).toBe(200);
      const body = response.json<LawSearchReply>();
      expect(body.method).toBe('offline-question');
      expect(body.terms).toEqual(['food', 'products', 'human', 'consumption', 'taxed']);
      expect(body.data[0]?.section).toBe('151.314');
      expect(body.answer?.method).toBe('offline-question');
      expect(body.answer?.note).toContain('No AI model answered this');
      expect(body.answer?.passages[0]).toMatchObject({ id: ids['TX Tax Code 151.314'], label: 'Tax Code § 151.314' });
      expect(body.answer?.passages[0]?.text).toContain('Food products for human consumption are exempted');
    });

    it('answers an empty page past the end with the total, and refuses bad input with 400', async () => {
      const past = (await get('/api/statutes/search?query=tax&page=500')).json<LawSearchReply>();
      expect(past.data).toEqual([]);
      expect(past.total).toBeGreaterThan(0);
      for (const [url, message] of [
        ['/api/statutes/search?searchMode=magic', 'searchMode must be word or ai'],
        ['/api/statutes/search?pageSize=1000', 'pageSize can be at most 100'],
        ['/api/statutes/search?state=Texas', 'state must be a two-letter code'],
        [`/api/statutes/search?query=${'x'.repeat(501)}`, 'query can be at most 500 characters'],
        ['/api/statutes/search?searchMode=ai&query=what%20is%20it', 'The question has no words to search for'],
        ['/api/regs/search?sort=newest', 'sort must be relevance or section'],
      ] as const) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(400);
        expect(response.json().message, url).toContain(message);
      }
    });

    it('takes websearch syntax and odd characters without failing', async () => {
      for (const query of ['tax -food', 'beer OR wine', "'; drop table statute_sections; --", '(((', '"unclosed']) {
        const response = await get(`/api/statutes/search?query=${encodeURIComponent(query)}`);
        expect(response.statusCode, query).toBe(200);
      }
    });
  });

  describe('codes and tree', () => {
    it('lists the codes held for the pickers', async () => {
      const statutes = (await get('/api/statutes/codes')).json<LawCodesReply>();
      expect(statutes.data).toEqual([
        {
          jurisdictionCode: 'DC',
          jurisdictionName: 'District of Columbia',
          code: 'DC Code',
          label: 'D.C. Code',
          sectionCount: 639,
        },
        {
          jurisdictionCode: 'TX',
          jurisdictionName: 'Texas',
          code: 'TX Tax Code',
          label: 'Tax Code',
          sectionCount: 259,
        },
      ]);
      const regs = (await get('/api/regs/codes')).json<LawCodesReply>();
      expect(regs.data.map((code) => [code.label, code.sectionCount])).toEqual([
        ['34 TAC', 81],
        ['27 CFR', 344],
      ]);
    });

    it('browses a code from the top down to the sections of a subchapter', async () => {
      const top = (await get('/api/statutes/tree?code=DC%20Code')).json<LawTreeReply>();
      expect(top.nodes.map((node) => [node.num, node.sectionCount])).toEqual([
        ['25', 202],
        ['32', 375],
        ['36', 62],
      ]);
      expect(top.sections).toEqual([]);
      const title = (await get('/api/statutes/tree?code=DC%20Code&path=title:25')).json<LawTreeReply>();
      // Chapters in code order (1, 2, ..., 10), not as text.
      expect(title.nodes.map((node) => node.num)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
      const subchapters = (await get('/api/statutes/tree?code=DC%20Code&path=title:25/chapter:7')).json<LawTreeReply>();
      // Roman numerals in code order too (they follow their first section).
      expect(subchapters.nodes.map((node) => node.num).slice(0, 4)).toEqual(['I', 'II', 'III', 'IV']);
      expect(subchapters.nodes.map((node) => node.num)).toContain('XI-A');
      const leaf = (
        await get('/api/statutes/tree?code=DC%20Code&path=title:25/chapter:1/subchapter:I')
      ).json<LawTreeReply>();
      expect(leaf.path.map((level) => level.heading)).toEqual([
        'Alcoholic Beverages. [Enacted title]',
        'General Provisions and Classification of Licenses.',
        'General Provisions.',
      ]);
      expect(leaf.nodes).toEqual([]);
      expect(leaf.sections.map((section) => section.label)).toEqual([
        'D.C. Code § 25-101',
        'D.C. Code § 25-102',
        'D.C. Code § 25-103',
        'D.C. Code § 25-104',
      ]);
    });

    it('browses a CFR part and a code named as cited', async () => {
      const part = (
        await get('/api/regs/tree?code=27%20CFR&path=title:27/chapter:II/subchapter:B/part:447')
      ).json<LawTreeReply>();
      expect(part.nodes.map((node) => node.num)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G']);
      const cited = await get('/api/statutes/tree?code=Tax%20Code');
      expect(cited.json<LawTreeReply>()).toMatchObject({ code: 'TX Tax Code', nodes: [{ level: 'title', num: '2' }] });
    });

    it('answers 404 for an unknown code or path and 400 for a malformed path', async () => {
      expect((await get('/api/statutes/tree?code=Penal%20Code')).statusCode).toBe(404);
      const missing = await get('/api/statutes/tree?code=DC%20Code&path=title:99');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('D.C. Code has no title:99');
      const bad = await get('/api/statutes/tree?code=DC%20Code&path=25/1');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('path must look like title:2/chapter:151');
      expect((await get('/api/statutes/tree')).statusCode).toBe(400);
    });
  });
});

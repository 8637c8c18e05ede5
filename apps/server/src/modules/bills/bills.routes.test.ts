import type {
  BillCompanions,
  BillContent,
  BillDetail,
  BillDownloadUrl,
  BillHistoryFeedResponse,
  BillHistoryResponse,
  BillListResponse,
  BillStatutes,
  BillSubjects,
  BillText,
  BillVersionsResponse,
  BillVotesResponse,
  VoteDetail,
} from '@statehouse/shared/bills/bills.schemas';
import type { SubjectsResponse } from '@statehouse/shared/subjects/subjects.schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useSignedInSampleApp } from '../../../test/signed-in-sample-app';
import { legislativeSessions } from '../../db/schema/index';

const sample = useSignedInSampleApp();
const { get } = sample;
const list = (query: string) => get<BillListResponse>(`/api/bills?${query}`);
const idsOf = (reply: BillListResponse) => reply.items.map((item) => item.id);

describe('GET /api/bills', () => {
  it('lists every loaded bill by last action with totals and facets', async () => {
    const reply = await list('');
    expect(reply.total).toBe(12);
    expect(reply).toMatchObject({ page: 1, pageSize: 25 });
    const dates = reply.items.map((item) => item.lastActionDate ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    expect(reply.facets.state).toEqual([
      { value: 'TX', label: 'Texas', count: 6 },
      { value: 'CO', label: 'Colorado', count: 3 },
      { value: 'NY', label: 'New York', count: 2 },
      { value: 'SD', label: 'South Dakota', count: 1 },
    ]);
    expect(reply.facets.session.map((bucket) => bucket.value)).toEqual(['892', '251', '25R', '24R']);
    expect(reply.facets.status.find((bucket) => bucket.value === '4')).toMatchObject({ label: 'Passed' });
    expect(reply.facets.subject).toContainEqual({ value: '15', label: 'Emergency Management', count: 3 });
    expect(reply.facets.party.map((bucket) => bucket.value)).toEqual(expect.arrayContaining(['D', 'R']));
    const hb1 = reply.items.find((item) => item.id === 'TX-892-HB-1');
    expect(hb1).toMatchObject({
      identifier: 'HB 1',
      status: 4,
      statusLabel: 'Passed',
      sessionCode: '892',
      snippet: null,
    });
    expect(hb1?.primarySponsors[0]).toMatchObject({ name: 'Darby', party: 'R', district: '72' });
  });

  it('needs a signed-in user', async () => {
    const response = await sample.testApp.app.inject({ method: 'GET', url: '/api/bills' });
    expect(response.statusCode).toBe(401);
  });

  it('filters by state (case-insensitive), session and the pseudo-sessions', async () => {
    expect((await list('stateCode=tx')).items.every((item) => item.stateCode === 'TX')).toBe(true);
    expect((await list('stateCode=tx')).total).toBe(6);
    expect((await list('stateCode=ALL')).total).toBe(12);
    expect((await list('stateCode=CO&sessionCode=251')).total).toBe(3);
    expect((await list('stateCode=TX&sessionCode=251')).total).toBe(0);
    // The SD archive lists sessions newer than 24R (SB 90's), so the pseudo-sessions leave SD out.
    const statesOf = (reply: BillListResponse) => reply.facets.state.map((bucket) => bucket.value).sort();
    const mostRecent = await list('sessionCode=MOST_RECENT');
    expect(mostRecent.total).toBe(11);
    expect(statesOf(mostRecent)).toEqual(['CO', 'NY', 'TX']);
    expect(statesOf(await list('stateCode=ALL&sessionCode=ALL_ACTIVE'))).toEqual(['CO', 'NY', 'TX']);
    // The TX and CO sample sessions are special sessions.
    expect(statesOf(await list('sessionCode=MOST_RECENT_REGULAR'))).toEqual(['NY']);
    expect((await list('stateCode=TX&sessionCode=MOST_RECENT_REGULAR')).total).toBe(0);
  });

  it("takes the newest session by its start date, not by SPEC's key (which puts 1999's 99R above 25R)", async () => {
    await sample.testApp.app.db.insert(legislativeSessions).values({
      id: 'NY-99R',
      jurisdictionId: 'NY',
      code: '99R',
      sourceIdentifier: '1999',
      name: '1999-2000 Regular Session',
      startDate: '1999-01-06',
      endDate: '2000-12-31',
    });
    try {
      const newest = await list('stateCode=NY&sessionCode=MOST_RECENT');
      expect(idsOf(newest).sort()).toEqual(['NY-25R-A-1029', 'NY-25R-S-3967']);
    } finally {
      await sample.testApp.app.db.delete(legislativeSessions).where(eq(legislativeSessions.id, 'NY-99R'));
    }
  });

  it('filters by subjects, types, dates, sponsor name and party', async () => {
    const emergency = await list('subjects=15');
    expect(idsOf(emergency).sort()).toEqual(['TX-892-HB-1', 'TX-892-HB-2', 'TX-892-SB-1']);
    expect((await list('subjects=15,34')).total).toBe(4);
    expect((await list('subjects=15&subjects=34')).total).toBe(4);
    expect((await list('types=sb')).items.every((item) => item.billType === 'SB')).toBe(true);
    expect((await list('types=SB')).total).toBe(5);
    const september = await list('dateFrom=2025-09-01&dateTo=2025-09-10');
    expect(idsOf(september).sort()).toEqual(['TX-892-HB-1', 'TX-892-SB-1', 'TX-892-SB-10']);
    expect(idsOf(await list('authorName=darby')).sort()).toEqual(['TX-892-HB-1', 'TX-892-HB-2', 'TX-892-SB-1']);
    const republican = await list('parties=R');
    expect(republican.total).toBeGreaterThanOrEqual(6);
    expect(republican.items.every((item) => item.primarySponsors.some((sponsor) => sponsor.party === 'R'))).toBe(true);
    expect((await list('parties=Democratic')).total).toBe((await list('parties=D')).total);
  });

  it('filters by status codes, one or several, with the status facet counting the same bills', async () => {
    const all = await list('');
    const countOf = (reply: BillListResponse, code: string) =>
      reply.facets.status.find((bucket) => bucket.value === code)?.count ?? 0;
    const passed = await list('statuses=4');
    expect(passed.total).toBe(countOf(all, '4'));
    expect(passed.total).toBeGreaterThan(0);
    expect(passed.items.every((item) => item.status === 4 && item.statusLabel === 'Passed')).toBe(true);
    const others = all.facets.status.filter((bucket) => bucket.value !== '4');
    expect(others.length).toBeGreaterThan(0);
    const two = `4,${others[0]?.value}`;
    const both = await list(`statuses=${two}`);
    expect(both.total).toBe(countOf(all, '4') + (others[0]?.count ?? 0));
    expect((await list(`statuses=4&statuses=${others[0]?.value}`)).total).toBe(both.total);
    // The status facet is counted without its own filter (decision 062): every status stays offered.
    expect(both.facets.status).toEqual(all.facets.status);
    expect((await list('statuses=4&stateCode=TX')).items.every((item) => item.stateCode === 'TX')).toBe(true);
  });

  it('rejects status values that are not bill status codes with a 400 that says which are', async () => {
    for (const bad of ['statuses=passed', 'statuses=9', 'statuses=-1', 'statuses=1.5']) {
      const response = await sample.testApp.app.inject({
        method: 'GET',
        url: `/api/bills?${bad}`,
        headers: { cookie: sample.cookie },
      });
      expect(response.statusCode, bad).toBe(400);
      expect(response.body, bad).toContain('statuses must be bill status codes 0-6');
    }
  });

  it("finds a sponsor's bills by the sponsor's last or full name, ranked as matches of the bill itself", async () => {
    const sponsored = idsOf(await list('authorName=darby')).sort();
    expect(sponsored).toEqual(['TX-892-HB-1', 'TX-892-HB-2', 'TX-892-SB-1']);
    for (const term of ['darby', 'Darby', 'Drew%20Darby']) {
      const reply = await list(`searchTerm=${term}`);
      const found = reply.items.filter((item) => sponsored.includes(item.id));
      expect(found.map((item) => item.id).sort(), term).toEqual(sponsored);
      // A match in the name, not only somewhere in the text: head matches rank 1 or more and come first.
      expect(
        found.every((item) => (item.rank ?? 0) >= 1),
        term,
      ).toBe(true);
      expect(idsOf(reply).slice(0, sponsored.length).sort(), term).toEqual(sponsored);
    }
    // Cosponsors count too: J. Bacon co-sponsors all three Colorado bills.
    const bacon = await list('searchTerm=bacon&stateCode=CO');
    expect(idsOf(bacon).sort()).toEqual(idsOf(await list('authorName=bacon&stateCode=CO')).sort());
    expect(bacon.total).toBe(3);
  });

  it('filters by the statute section and code a bill amends', async () => {
    expect(idsOf(await list('statuteSection=26.04'))).toEqual(['TX-892-SB-10']);
    expect(idsOf(await list('statuteCode=TX'))).toEqual(['TX-892-SB-10']);
    expect(idsOf(await list('statuteCode=Tax%20Code&statuteSection=26.04'))).toEqual(['TX-892-SB-10']);
    // New York's LawCode: "Add §230.45, Pen L".
    expect(idsOf(await list('statuteSection=230.45'))).toContain('NY-25R-S-3967');
    expect(idsOf(await list('statuteSection=230.4'))).not.toContain('NY-25R-S-3967');
    expect(idsOf(await list('statuteCode=Pen%20L'))).toContain('NY-25R-S-3967');
  });

  it('keeps only bills filed by a committee chair', async () => {
    const reply = await list('onlyCommitteeChairFiled=true');
    expect(reply.total).toBeGreaterThan(0);
    expect(reply.total).toBeLessThanOrEqual((await list('onlyCommitteeChairFiled=false')).total);
    expect(reply.items.every((item) => item.stateCode !== 'CO')).toBe(true);
  });

  it('ranks full-text matches with highlighted snippets', async () => {
    const reply = await list('searchTerm=youth%20camp');
    expect(idsOf(reply)).toEqual(expect.arrayContaining(['TX-892-HB-1', 'TX-892-SB-1']));
    expect(reply.total).toBe(2);
    expect(reply.items[0]?.snippet).toMatch(/<mark>youth<\/mark> <mark>camp<\/mark>/);
    expect(reply.items[0]?.rank).toBeGreaterThan(0);
  });

  it('ranks matches in identifier, title, abstract or subjects above matches in the text only, on every page', async () => {
    const all = await list('searchTerm=election');
    expect(all.total).toBe(5);
    const ranks = all.items.map((item) => item.rank ?? 0);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    expect(ranks.filter((rank) => rank >= 1)).toHaveLength(1);
    const paged: string[] = [];
    for (const page of [1, 2, 3]) paged.push(...idsOf(await list(`searchTerm=election&pageSize=2&page=${page}`)));
    expect(paged).toEqual(idsOf(all));
    const excluding = idsOf(await list('searchTerm=emergency%20-camp'));
    expect(excluding.length).toBeGreaterThan(1);
    for (const page of [1, 2]) {
      expect(idsOf(await list(`searchTerm=emergency%20-camp&pageSize=1&page=${page}`))).toEqual([excluding[page - 1]]);
    }
    const textOnly = await list('searchTerm=county&pageSize=2&page=2');
    expect(textOnly.items.map((item) => item.rank ?? 1).every((rank) => rank < 1)).toBe(true);
    expect(idsOf(textOnly)).toEqual(idsOf(await list('searchTerm=county')).slice(2, 4));
  });

  it('understands web-search syntax: phrases, OR and -word', async () => {
    expect((await list('searchTerm=%22youth%20camp%22')).total).toBe(2);
    expect(idsOf(await list('searchTerm=%22youth%20camp%22%20-penalties'))).toEqual(['TX-892-SB-1']);
    expect(idsOf(await list('searchTerm=abortion%20OR%20%22voter-approval%22')).sort()).toEqual([
      'TX-892-HB-7',
      'TX-892-SB-10',
    ]);
    expect((await list('searchTerm=the')).total).toBe(0);
  });

  it('finds a bill by identifier or id', async () => {
    expect((await list('searchTerm=HB%201')).items[0]?.id).toBe('TX-892-HB-1');
    expect((await list('searchTerm=hb1')).items[0]?.id).toBe('TX-892-HB-1');
    expect(idsOf(await list('searchTerm=TX-892-HB-1'))).toEqual(['TX-892-HB-1']);
  });

  it('searches every version when textSearch is on', async () => {
    const latestOnly = await list('searchTerm=camp');
    const everyVersion = await list('searchTerm=camp&textSearch=true');
    expect(everyVersion.total).toBeGreaterThanOrEqual(latestOnly.total);
    expect(idsOf(everyVersion)).toEqual(expect.arrayContaining(idsOf(latestOnly)));
  });

  it('sorts, re-ranks by progress and pages', async () => {
    const byNumber = await list('stateCode=TX&sort=billNumber&order=asc');
    expect(idsOf(byNumber)).toEqual([
      'TX-892-HB-1',
      'TX-892-HB-2',
      'TX-892-HB-7',
      'TX-892-HB-8',
      'TX-892-SB-1',
      'TX-892-SB-10',
    ]);
    const progressed = await list('rerankProgress=true&sort=billNumber');
    const statuses = progressed.items.map((item) => item.status);
    expect(statuses.slice(0, 4)).toEqual([4, 4, 4, 4]);
    const page2 = await list('pageSize=4&page=2&sort=billNumber');
    expect(page2.items).toHaveLength(4);
    expect(page2).toMatchObject({ page: 2, pageSize: 4, total: 12 });
    expect(idsOf(page2)).toEqual(idsOf(await list('pageSize=12&sort=billNumber')).slice(4, 8));
  });

  it('answers bad parameters with 400 and a message', async () => {
    const cases: [string, RegExp][] = [
      ['pageSize=500', /pageSize/],
      ['page=0', /page/],
      ['stateCode=ZZ', /stateCode/],
      ['sessionCode=not%20a%20session', /sessionCode/],
      ['dateFrom=2025-02-30', /dateFrom/],
      ['dateFrom=2025-10-01&dateTo=2025-09-01', /dateFrom/],
      ['parties=X', /party/i],
      ['subjects=abc', /subjects/],
      ['sort=random', /sort/],
      ['textSearch=maybe', /textSearch/],
    ];
    for (const [query, message] of cases) {
      const body = await get<{ message: string; code: string }>(`/api/bills?${query}`, 400);
      expect(body.code, query).toBe('VALIDATION_FAILED');
      expect(body.message, query).toMatch(message);
    }
  });
});

describe('GET /api/bills/{id} and its sub-resources', () => {
  it('returns a bill with sponsors, documents and counts', async () => {
    const bill = await get<BillDetail>('/api/bills/TX-892-HB-1');
    expect(bill).toMatchObject({
      id: 'TX-892-HB-1',
      stateName: 'Texas',
      title: 'Relating to youth camp emergency plans and preparedness; authorizing penalties.',
      versionCount: 5,
      actionCount: 79,
      voteCount: 0,
      lastActionText: 'Effective immediately',
    });
    expect(bill.documents).toHaveLength(8);
    expect(bill.sponsors[0]).toMatchObject({ name: 'Darby', isPrimary: true });
    expect(bill.progress.map((step) => step.status)).toEqual(expect.arrayContaining([0, 1, 2, 3, 4]));
  });

  it('finds a bill by its id in any case and lists only its primary sponsors as primary', async () => {
    // HB 1 has 6 primary authors among 134 sponsorships; a bill page that listed all 134 as authors is wrong.
    const bill = await get<BillDetail>('/api/bills/tx-892-hb-1');
    expect(bill.id).toBe('TX-892-HB-1');
    expect(bill.sponsors).toHaveLength(134);
    expect(bill.primarySponsors.map((sponsor) => sponsor.name)).toEqual([
      'Darby',
      'King',
      'Meyer',
      'DeAyala',
      'McQueeney',
      'Perry',
    ]);
    expect(bill.primarySponsors.every((sponsor) => sponsor.isPrimary)).toBe(true);
  });

  it('answers 400 for a malformed id and 404 for an unknown bill', async () => {
    const bad = await get<{ message: string }>('/api/bills/HB1', 400);
    expect(bad.message).toMatch(/Bill id must be stateId-sessionId-billType-billNumber/);
    const missing = await get<{ message: string }>('/api/bills/TX-892-HB-99999', 404);
    expect(missing.message).toBe('Bill TX-892-HB-99999 was not found');
    for (const path of [
      'history',
      'versions',
      'text',
      'content',
      'votes',
      'subjects',
      'statutes',
      'companions',
      'comments',
    ]) {
      await get(`/api/bills/TX-892-HB-99999/${path}`, 404);
      await get(`/api/bills/not-a-bill/${path}`, 400);
    }
  });

  it('lists the history oldest first', async () => {
    const history = await get<BillHistoryResponse>('/api/bills/TX-892-HB-1/history');
    expect(history.items).toHaveLength(79);
    expect(history.items.at(-1)).toMatchObject({ text: 'Effective immediately', date: '2025-09-05' });
  });

  it('lists versions and serves their text, sanitized HTML and downloads', async () => {
    const versions = await get<BillVersionsResponse>('/api/bills/TX-892-HB-1/versions');
    expect(versions.items.map((version) => version.name)).toEqual([
      'Introduced',
      'House Committee Report',
      'Engrossed',
      'Senate Committee Report',
      'Enrolled',
    ]);
    const introduced = versions.items[0];
    expect(introduced?.hasText).toBe(true);

    const latest = await get<BillText>('/api/bills/TX-892-HB-1/text');
    expect(latest.name).toBe('Enrolled');
    const first = await get<BillText>(`/api/bills/TX-892-HB-1/text?billVersionId=${introduced?.id}`);
    expect(first).toMatchObject({ name: 'Introduced', billVersionId: introduced?.id });
    expect(first.text).toMatch(/youth camp/i);
    await get('/api/bills/TX-892-HB-1/text?billVersionId=999999', 404);
    await get('/api/bills/TX-892-HB-1/text?billVersionId=abc', 400);

    const content = await get<BillContent>('/api/bills/TX-892-HB-1/content');
    expect(content.origin).toBe('source-html');
    expect(content.html).toContain('<table');
    expect(content.html).not.toMatch(/<script|<style|onclick=/i);

    const txt = await get<BillDownloadUrl>(
      `/api/bills/TX-892-HB-1/download-url?billVersionId=${introduced?.id}&format=txt`,
    );
    expect(txt).toMatchObject({ format: 'txt', external: false });
    const file = await sample.testApp.app.inject({ method: 'GET', url: txt.url, headers: { cookie: sample.cookie } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/plain');
    expect(file.headers['content-disposition']).toContain('TX-892-HB-1-Introduced.txt');
    expect(file.body).toBe(first.text);

    const html = await get<BillDownloadUrl>('/api/bills/TX-892-HB-1/download-url?format=html');
    const page = await sample.testApp.app.inject({ method: 'GET', url: html.url, headers: { cookie: sample.cookie } });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toMatch(/^<!doctype html>/);

    const pdf = await get<BillDownloadUrl>('/api/bills/TX-892-HB-1/download-url?format=pdf');
    expect(pdf).toMatchObject({
      external: true,
      url: 'http://capitol.texas.gov/tlodocs/892/billtext/pdf/HB00001F.PDF',
    });
    await get('/api/bills/TX-892-HB-1/download-url?format=docx', 400);
  });

  it('makes a PDF from the text when the state has none', async () => {
    const versions = await get<BillVersionsResponse>('/api/bills/TX-892-HB-1/versions');
    const response = await sample.testApp.app.inject({
      method: 'GET',
      url: `/api/bills/TX-892-HB-1/versions/${versions.items[0]?.id}/download?format=pdf`,
      headers: { cookie: sample.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('lists roll calls and details every member’s vote by party', async () => {
    const votes = await get<BillVotesResponse>('/api/bills/CO-251-SB-2/votes');
    expect(votes.items).toHaveLength(5);
    const passage = votes.items.find((vote) => vote.motion === 'BILL' && vote.yesCount === 43);
    expect(passage).toMatchObject({ noCount: 19, otherCount: 3 });
    const detail = await get<VoteDetail>(`/api/votes/${encodeURIComponent(passage?.id ?? '')}/details`);
    expect(detail.bill).toMatchObject({ id: 'CO-251-SB-2', stateCode: 'CO' });
    expect(detail.votes.filter((vote) => vote.option === 'yes')).toHaveLength(43);
    expect(detail.votes.filter((vote) => vote.option === 'no')).toHaveLength(19);
    const total = detail.partyBreakdown.reduce((sum, party) => sum + party.total, 0);
    expect(total).toBe(detail.votes.length);
    expect(detail.partyBreakdown.map((party) => party.party)).toEqual(expect.arrayContaining(['D', 'R']));
    await get('/api/votes/CO-251-SB-2~nope/details', 404);
  });

  it('lists subjects, statutes, companions and (empty) comments', async () => {
    const subjects = await get<BillSubjects>('/api/bills/TX-892-HB-1/subjects');
    expect(subjects.subjects).toContainEqual({ value: 15, label: 'Emergency Management' });
    expect(subjects.subjectTerms).toContain('Disaster Preparedness & Relief (I0211)');

    const statutes = await get<BillStatutes>('/api/bills/TX-892-SB-10/statutes');
    expect(statutes.items).toContainEqual(
      expect.objectContaining({ code: 'TX Tax Code', section: '26.04', kind: 'amends', label: 'TX Tax Code § 26.04' }),
    );
    expect(statutes.items.find((item) => item.section === '26.04')?.snippet).toMatch(/26\.04/);
    await get('/api/bills/TX-892-XX-1/statutes', 404);

    const companions = await get<BillCompanions>('/api/bills/TX-892-HB-2/companions');
    expect(companions.items).toContainEqual(
      expect.objectContaining({
        billId: 'TX-892-SB-2',
        relationType: 'companion',
        direction: 'outgoing',
        exists: false,
      }),
    );

    expect(await get('/api/bills/TX-892-HB-1/comments')).toEqual({ items: [], total: 0 });
  });
});

describe('New York and South Dakota bills', () => {
  it('reads the sections a NY bill changes from its LawCode', async () => {
    const statutes = await get<BillStatutes>('/api/bills/NY-25R-S-3967/statutes');
    expect(statutes.lawSection).toBe('Penal Law');
    expect(statutes.items).toContainEqual(
      expect.objectContaining({
        code: 'NY Penal Law',
        section: '230.45',
        kind: 'adds',
        label: 'NY Penal Law § 230.45',
      }),
    );
  });

  it('links same-as companions both ways and lists earlier sessions', async () => {
    const assembly = await get<BillCompanions>('/api/bills/NY-25R-A-1029/companions');
    expect(assembly.items).toContainEqual(
      expect.objectContaining({
        billId: 'NY-25R-S-3967',
        relationType: 'companion',
        exists: true,
        statusLabel: 'Passed',
      }),
    );
    expect(assembly.items.filter((item) => item.relationType === 'prior-session').map((item) => item.billId)).toEqual([
      'NY-19R-A-8869',
      'NY-21R-A-255',
      'NY-23R-A-7471',
    ]);
    const senate = await get<BillCompanions>('/api/bills/NY-25R-S-3967/companions');
    expect(senate.items).toContainEqual(expect.objectContaining({ billId: 'NY-25R-A-1029', exists: true, status: 1 }));
  });

  it('details a NY floor vote with every member and a party breakdown', async () => {
    const votes = await get<BillVotesResponse>('/api/bills/NY-25R-S-3967/votes');
    expect(votes.items.map((vote) => vote.date)).toEqual(['2025-06-11', '2025-05-20']);
    expect(votes.items[1]).toMatchObject({ organizationName: 'Codes', yesCount: 11, noCount: 2 });
    const floor = await get<VoteDetail>(`/api/votes/${encodeURIComponent(votes.items[0]?.id ?? '')}/details`);
    expect(floor).toMatchObject({ motion: 'Floor vote', yesCount: 59, noCount: 0, otherCount: 4, result: 'pass' });
    expect(floor.votes).toHaveLength(63);
    expect(floor.votes.filter((vote) => vote.option === 'yes')).toHaveLength(59);
    const parties = floor.partyBreakdown.map((party) => party.party);
    expect(parties).toEqual(expect.arrayContaining(['D', 'R']));
    expect(floor.partyBreakdown.reduce((sum, party) => sum + party.yes, 0)).toBe(59);
  });

  it('lists a South Dakota bill’s roll calls and versions', async () => {
    const votes = await get<BillVotesResponse>('/api/bills/SD-24R-SB-90/votes');
    expect(votes.items).toHaveLength(4);
    const senate = votes.items.find((vote) => vote.date === '2024-01-30');
    expect(senate).toMatchObject({ result: 'pass', yesCount: 29, noCount: 2, otherCount: 3, chamber: 'upper' });
    const detail = await get<VoteDetail>(`/api/votes/${encodeURIComponent(senate?.id ?? '')}/details`);
    expect(detail.votes.length).toBe(34);
    const versions = await get<BillVersionsResponse>('/api/bills/SD-24R-SB-90/versions');
    expect(versions.items.map((version) => version.name)).toEqual([
      'Introduced',
      'Senate Judiciary Engrossed',
      'Enrolled',
    ]);
    const text = await get<BillText>('/api/bills/SD-24R-SB-90/text');
    expect(text.text).toMatch(/forcible entry/i);
  });
});

describe('GET /api/bills/history', () => {
  it('groups recent actions by bill within the date window', async () => {
    const feed = await get<BillHistoryFeedResponse>(
      '/api/bills/history?historyDateFrom=2025-09-01&historyDateTo=2025-09-05T23:59:59Z&limit=3',
    );
    expect(feed.total).toBe(5);
    expect(feed.items).toHaveLength(3);
    for (const item of feed.items) {
      expect(item.actions.length).toBeGreaterThan(0);
      expect(
        item.actions.every((action) => (action.date ?? '') >= '2025-09-01' && (action.date ?? '') <= '2025-09-05'),
      ).toBe(true);
    }
    const page2 = await get<BillHistoryFeedResponse>(
      '/api/bills/history?historyDateFrom=2025-09-01&historyDateTo=2025-09-05&limit=3&page=2',
    );
    expect(page2.items).toHaveLength(2);
  });

  it('filters by type, can include bills without history and answers bad dates with 400', async () => {
    const senate = await get<BillHistoryFeedResponse>('/api/bills/history?types=SB');
    expect(senate.items.every((item) => item.bill.id.includes('-SB-'))).toBe(true);
    const window = 'historyDateFrom=2025-09-05&historyDateTo=2025-09-05';
    const withHistory = await get<BillHistoryFeedResponse>(`/api/bills/history?${window}`);
    const everyBill = await get<BillHistoryFeedResponse>(`/api/bills/history?${window}&onlyWithHistory=false`);
    expect(everyBill.total).toBe(12);
    expect(withHistory.total).toBeLessThan(12);
    expect((await get<BillHistoryFeedResponse>('/api/bills/history?onlyTrackedTags=true')).items).toEqual([]);
    await get('/api/bills/history?historyDateFrom=yesterday', 400);
    await get('/api/bills/history?limit=1000', 400);
  });
});

describe('OpenAPI document', () => {
  it('documents the bill routes with every filter of GET /api/bills', async () => {
    const document = await get<{
      paths: Record<string, Record<string, { operationId: string; parameters?: { name: string }[] }>>;
    }>('/api/docs/json');
    const listOperation = document.paths['/api/bills']?.get;
    expect(listOperation?.operationId).toBe('listBills');
    const names = listOperation?.parameters?.map((parameter) => parameter.name) ?? [];
    for (const filter of [
      'page',
      'pageSize',
      'stateCode',
      'sessionCode',
      'subjects',
      'searchTerm',
      'types',
      'statuses',
      'authorName',
      'statuteSection',
      'statuteCode',
      'dateFrom',
      'dateTo',
      'parties',
      'textSearch',
      'rerankCompanyId',
      'rerankProgress',
      'onlyCommitteeChairFiled',
    ]) {
      expect(names, filter).toContain(filter);
    }
    for (const path of [
      '/api/bills/{id}/download-url',
      '/api/votes/{voteId}/details',
      '/api/bills/history',
      '/api/search',
    ]) {
      expect(document.paths[path]?.get, path).toBeDefined();
    }
  });
});

describe('GET /api/subjects', () => {
  it('counts bills per subject for a state', async () => {
    const reply = await get<SubjectsResponse>('/api/subjects?stateCode=TX');
    expect(reply.items.length).toBeGreaterThan(40);
    expect(reply.items).toContainEqual({ value: 15, label: 'Emergency Management', billCount: 3 });
    const colorado = await get<SubjectsResponse>('/api/subjects?stateCode=CO&sessionCode=251');
    expect(colorado.items.find((item) => item.value === 15)?.billCount).toBe(0);
    await get('/api/subjects?stateCode=XX', 400);
  });
});

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MemberDetail, MemberListReply } from '@statehouse/shared/members/members.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registerAccount, type SignedIn } from '../../../test/factories/accounts';
import { loadBillSample } from '../../../test/factories/bills';
import { loadSample } from '../../ingest/sample/load-sample';

// Known people of the shipped sample (data/sample).
const MATTERA = 'ocd-person/04f9beb9-b562-4f2f-9f23-4856fe0fd0dc'; // NY Senate district 2, Republican/Conservative
const MEYER = 'ocd-person/2639e096-d327-4c4d-823f-759b1ce373e0'; // TX House district 108
const DANIELSON = 'ocd-person/c06af980-c553-4f79-a39d-295b7226f029'; // CO Senate, Democratic
const MULLICA = 'ocd-person/ebf0c3de-2f58-436f-af67-12863f9cb552'; // CO Senate, Democratic

describe('members routes', () => {
  let testApp: TestApp;
  let dataDir: string;
  let reader: SignedIn;

  const get = (url: string, who: SignedIn | null = reader) =>
    testApp.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'members-'));
    testApp = await buildTestApp({ DATA_DIR: dataDir });
    await loadBillSample(testApp.app.db);
    // The NY committees and their members (loadBillSample keeps only TX and SD committees).
    const nyCommittees = new Set<unknown>();
    await loadSample(
      testApp.app.db,
      { info: () => {} },
      {
        select: (table, row) => {
          if (table === 'committees' && row.jurisdiction_id === 'NY') {
            nyCommittees.add(row.id);
            return row;
          }
          return table === 'committee_memberships' && nyCommittees.has(row.committee_id) ? row : null;
        },
      },
    );
    reader = await registerAccount(testApp.app, { stateCodes: ['TX'] });
  }, 120_000);
  afterAll(async () => {
    await testApp.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('requires sign-in', async () => {
    expect((await get('/api/members?stateCode=NY', null)).statusCode).toBe(401);
    expect((await get(`/api/members/${encodeURIComponent(MATTERA)}`, null)).statusCode).toBe(401);
  });

  it('lists the current legislators of a state with party code, seat, photo URL and committee count', async () => {
    const response = await get('/api/members?stateCode=ny&chamber=upper&district=2');
    expect(response.statusCode).toBe(200);
    const body = response.json<MemberListReply>();
    expect(body.total).toBe(1);
    expect(body.data[0]).toMatchObject({
      id: MATTERA,
      name: 'Mario Mattera',
      stateCode: 'NY',
      party: 'Republican/Conservative',
      partyCode: 'R',
      chamber: 'upper',
      district: '2',
      isCurrent: true,
      email: 'mattera@nysenate.gov',
      photoUrl: `/api/member-images/${encodeURIComponent(MATTERA)}`,
      committeesCount: 5,
    });
  });

  it('pages, searches, filters by party and sorts districts as numbers', async () => {
    const all = (await get('/api/members?stateCode=NY&chamber=upper&pageSize=200')).json<MemberListReply>();
    expect(all.total).toBeGreaterThan(60);
    expect(all.data.every((member) => member.chamber === 'upper' && member.isCurrent)).toBe(true);
    const page2 = (await get('/api/members?stateCode=NY&chamber=upper&pageSize=10&page=2')).json<MemberListReply>();
    expect(page2.data.map((member) => member.id)).toEqual(all.data.slice(10, 20).map((member) => member.id));
    const byDistrict = (
      await get('/api/members?stateCode=NY&chamber=upper&sort=district&pageSize=3')
    ).json<MemberListReply>();
    expect(byDistrict.data.map((member) => member.district)).toEqual(['1', '2', '3']);
    const search = (await get('/api/members?stateCode=NY&searchTerm=matter')).json<MemberListReply>();
    expect(search.data.map((member) => member.name)).toEqual(['Mario Mattera']);
    const democrats = (await get('/api/members?stateCode=NY&party=D&pageSize=200')).json<MemberListReply>();
    expect(democrats.total).toBeGreaterThan(0);
    expect(democrats.data.every((member) => member.partyCode === 'D')).toBe(true);
  });

  it('lists who held a seat during a session', async () => {
    const response = await get('/api/members?stateCode=TX&sessionCode=892&searchTerm=Morgan%20Meyer');
    expect(response.statusCode).toBe(200);
    expect(response.json<MemberListReply>().data).toMatchObject([{ id: MEYER, chamber: 'lower', district: '108' }]);
    const unknown = await get('/api/members?stateCode=TX&sessionCode=99Z');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('TX has no session 99Z');
  });

  it('answers bad input with 400 and a message naming the field', async () => {
    const missing = await get('/api/members');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('stateCode');
    const badState = await get('/api/members?stateCode=XX');
    expect(badState.statusCode).toBe(400);
    expect(badState.json().message).toContain('stateCode must be a two-letter state code such as TX');
    const badParty = await get('/api/members?stateCode=TX&party=Whig');
    expect(badParty.statusCode).toBe(400);
    expect(badParty.json().message).toContain('Unknown party "Whig"');
    expect((await get('/api/members?stateCode=TX&pageSize=1000')).statusCode).toBe(400);
    expect((await get('/api/members?stateCode=TX&chamber=house')).statusCode).toBe(400);
  });

  it('lists everyone of a state, current or not, in /members/state', async () => {
    const body = (await get('/api/members/state?stateCode=TX&pageSize=100')).json<MemberListReply>();
    expect(body.total).toBe(531); // 185 current and 346 former Open States people of TX in the sample
    expect(body.data.every((member) => member.isCurrent)).toBe(true); // current first
    const last = (await get('/api/members/state?stateCode=TX&pageSize=100&page=6')).json<MemberListReply>();
    expect(last.data).toHaveLength(31);
    expect(last.data.every((member) => !member.isCurrent)).toBe(true);
  });

  it("gives a NY senator's committees with their roles", async () => {
    const response = await get(`/api/members/${encodeURIComponent(MATTERA)}`);
    expect(response.statusCode).toBe(200);
    const member = response.json<MemberDetail>();
    expect(member.committees.map(({ name, role }) => [name, role])).toEqual([
      ['Corporations, Authorities and Commissions', 'ranking member'],
      ['Energy and Telecommunications', 'ranking republican member'],
      ['Civil Service and Pensions', 'member'],
      ['Labor', 'member'],
      ['Transportation', 'member'],
    ]);
    expect(member.offices).toContainEqual({
      classification: 'capitol',
      voice: '518-455-2071',
      address: 'Room 508, Legislative Office Building, Albany, NY 12247',
    });
    expect(member.roles[0]).toMatchObject({ type: 'upper', district: '2', startDate: '2021-01-06' });
    expect(member.sponsoredBills).toBeNull();
  });

  it("gives a TX member's sponsored, authored and passed bills", async () => {
    const url = `/api/members/${encodeURIComponent(MEYER)}?includeSponsoredBills=true&includeAuthoredBills=true&includePassedBills=true`;
    const member = (await get(url)).json<MemberDetail>();
    const ids = (list: MemberDetail['sponsoredBills']) => list?.data.map((bill) => bill.id).sort();
    // Hand-checked in data/sample bill_sponsorships: primary on HB 1, HB 2, SB 1, SB 10; cosponsor of HB 7.
    expect(ids(member.sponsoredBills)).toEqual([
      'TX-892-HB-1',
      'TX-892-HB-2',
      'TX-892-HB-7',
      'TX-892-SB-1',
      'TX-892-SB-10',
    ]);
    expect(member.sponsoredBills?.total).toBe(5);
    expect(ids(member.authoredBills)).toEqual(['TX-892-HB-1', 'TX-892-HB-2', 'TX-892-SB-1', 'TX-892-SB-10']);
    // Passed (status 4): HB 1 and SB 1 of the authored ones (HB 7 passed too, but he only co-sponsored it).
    expect(ids(member.passedBills)).toEqual(['TX-892-HB-1', 'TX-892-SB-1']);
    const hb7 = member.sponsoredBills?.data.find((bill) => bill.id === 'TX-892-HB-7');
    expect(hb7).toMatchObject({ classification: 'cosponsor', isPrimary: false, sessionCode: '892', status: 4 });
  });

  it('computes the voting record against hand-counted roll calls', async () => {
    // The 8 CO Senate roll calls of CO-251 SB 2, SB 4 and HB 1001 in the sample, counted by hand:
    // Danielson: yes on c36f, 62f2, e2aa; no on 8b8e, b089, 287c; excused on 8b16 and fabf.
    // Party-line roll calls (most Democrats against most Republicans): 8b8e, c36f, 62f2, b089, 287c; she
    // voted with the Democratic majority on all five.
    const danielson = (await get(`/api/members/${encodeURIComponent(DANIELSON)}`)).json<MemberDetail>();
    expect(danielson.votingRecord).toMatchObject({
      rollCalls: 8,
      votesCast: 6,
      yes: 3,
      no: 3,
      other: 0,
      absent: 2,
      attendanceRate: 0.75,
      partyLineRollCalls: 5,
      votesWithParty: 5,
      partyLineRate: 1,
    });
    // Mullica: yes on 6, no on b089 and 287c, present for all 8; on 8b8e (COW of HB 1001) he voted yes while
    // 19 of 20 Democrats voted no: 4 of 5 party-line votes with his party.
    const mullica = (await get(`/api/members/${encodeURIComponent(MULLICA)}`)).json<MemberDetail>();
    expect(mullica.votingRecord).toMatchObject({
      rollCalls: 8,
      votesCast: 8,
      yes: 6,
      no: 2,
      absent: 0,
      attendanceRate: 1,
      partyLineRollCalls: 5,
      votesWithParty: 4,
      partyLineRate: 0.8,
    });
    const defection = mullica.votingRecord.recent.find((vote) => vote.voteEventId === 'CO-251-HB-1001~8b8eac194dad');
    expect(defection).toMatchObject({ option: 'yes', withParty: false, billId: 'CO-251-HB-1001', date: '2025-08-24' });
    expect(mullica.votingRecord.recent).toHaveLength(8);
  });

  it('limits bills and votes to a session when asked', async () => {
    const other = (await get(`/api/members/${encodeURIComponent(DANIELSON)}?sessionCode=25R`)).statusCode;
    expect(other).toBe(404);
    const same = (await get(`/api/members/${encodeURIComponent(DANIELSON)}?sessionCode=251`)).json<MemberDetail>();
    expect(same.votingRecord.rollCalls).toBe(8);
  });

  it('answers an unknown member with 404 and a message', async () => {
    const response = await get('/api/members/ocd-person%2Fnobody');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Member ocd-person/nobody was not found' });
    expect((await get('/api/members/bad%20id')).statusCode).toBe(400);
  });

  it('builds a contact sheet for a state and chamber, or for chosen members', async () => {
    const sheet = (await get('/api/members/contacts/batch?stateCode=NY&chamber=upper')).json<{ data: unknown[] }>();
    expect(sheet.data.length).toBeGreaterThan(60);
    expect(sheet.data).toContainEqual({
      id: MATTERA,
      name: 'Mario Mattera',
      party: 'Republican/Conservative',
      partyCode: 'R',
      chamber: 'upper',
      district: '2',
      email: 'mattera@nysenate.gov',
      capitolPhone: '518-455-2071',
      capitolAddress: 'Room 508, Legislative Office Building, Albany, NY 12247',
      districtPhone: '631-361-2154',
      districtAddress: '180 E. Main St. Suite 210, Smithtown, NY 11787',
    });
    const chosen = (
      await get(`/api/members/contacts/batch?stateCode=NY&memberIds=${encodeURIComponent(MATTERA)}`)
    ).json<{ data: { id: string }[] }>();
    expect(chosen.data.map((row) => row.id)).toEqual([MATTERA]);
    expect((await get('/api/members/contacts/batch?chamber=upper')).statusCode).toBe(400);
  });
});

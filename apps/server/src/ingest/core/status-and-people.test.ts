import { describe, expect, it } from 'vitest';
import type { PersonRole } from '../../db/schema/people';
import { buildLegiscanBill, type LegiscanTables } from '../legiscan-csv/legiscan-csv.parser';
import { parseOpenstatesBill } from '../openstates-bills/openstates-bills.parser';
import { deriveStatus } from './bill-status';
import { oldestFirst, qualityOf, uniqueTerms } from './load-bill';
import { holdsSeatOn, PeopleResolver } from './people-resolver';

const upper = '~{"classification": "upper"}';
const action = (date: string, description: string, classification: string[] = []) => ({
  date,
  description,
  organization_id: upper,
  classification,
});

// openstates-bills-windycivi/il-data-pipeline 104th SB316 (metadata.json: its actions, unmodified; other fields
// trimmed): filed, read, referred and reported, never voted on.
const ilSb316 = {
  identifier: 'SB316',
  title: 'BUSINESS-TECH',
  legislative_session: '104th',
  jurisdiction: { id: 'ocd-jurisdiction/country:us/state:il/government' },
  from_organization: upper,
  classification: ['bill'],
  actions: [
    action('2025-01-24', 'Filed with Secretary by Sen. Don Harmon', ['filing']),
    action('2025-01-24', 'First Reading', ['reading-1']),
    action('2025-01-24', 'Referred to Assignments'),
    action('2025-03-12', 'Assigned to Executive', ['referral-committee']),
    action('2025-03-19', 'Do Pass Executive;  011-000-000'),
    action('2025-03-19', 'Placed on Calendar Order of 2nd Reading March 20, 2025', ['reading-2']),
    action('2025-03-20', 'Second Reading', ['reading-2']),
    action('2025-03-20', 'Placed on Calendar Order of 3rd Reading April 1, 2025'),
    action('2025-04-11', 'Rule 3-9(a) / Re-referred to Assignments'),
  ],
};

describe('status and progress from the history', () => {
  it('types what the IL scraper left untyped and makes a read and referred bill Introduced, not Pre-filed', () => {
    const record = parseOpenstatesBill({ metadata: JSON.stringify(ilSb316), file: 'SB316/metadata.json' });
    expect(record.actions.map((entry) => entry.classification)).toEqual([
      ['filing'],
      ['reading-1'],
      ['referral-committee'],
      ['referral-committee'],
      ['committee-passage'],
      ['reading-2'],
      ['reading-2'],
      [],
      ['referral-committee'],
    ]);
    const status = deriveStatus(record);
    expect(status).toMatchObject({ status: 1, statusDate: '2025-01-24' });
    expect(status.progress).toEqual([
      { status: 0, date: '2025-01-24' },
      { status: 1, date: '2025-01-24' },
      { status: 9, date: '2025-01-24' },
      { status: 9, date: '2025-03-12' },
      { status: 10, date: '2025-03-19' },
      { status: 9, date: '2025-04-11' },
    ]);
    // One line stays untyped (a calendar placement): the import counts it.
    expect(qualityOf(record.actions, [])).toEqual({ bills: 1, actionsUntyped: 1, sponsorsUnlinked: 0 });
  });

  it('makes a bill with only readings and referrals Introduced, whatever the format', () => {
    const status = deriveStatus({
      actions: [
        { date: '2025-01-24', chamber: 'upper', classification: ['reading-1'] },
        { date: '2025-01-24', chamber: 'upper', classification: ['referral-committee'] },
      ],
      fromChamber: 'upper',
      classification: ['bill'],
    });
    expect(status).toMatchObject({ status: 1, statusDate: '2025-01-24' });
    // Only a filing is a pre-filing.
    expect(
      deriveStatus({
        actions: [{ date: '2025-08-15', chamber: 'lower', classification: ['filing'] }],
        fromChamber: 'lower',
        classification: ['bill'],
      }),
    ).toMatchObject({ status: 0 });
  });

  it('makes a resolution whose floor vote passed Passed, when the history has no adoption line yet', () => {
    // more-states/openstates-ga-2025_26 SR 217: its first four actions and its vote event (Senate Vote #380, 52-0,
    // result pass); the history line "Senate Passed/Adopted" is left out, as in a file written before it.
    const actions = [
      { date: '2025-02-19', chamber: 'upper', classification: ['introduction'], text: 'Senate Hopper' },
      {
        date: '2025-02-20',
        chamber: 'upper',
        classification: ['referral-committee'],
        text: 'Senate Read and Referred',
      },
      {
        date: '2025-02-28',
        chamber: 'upper',
        classification: ['committee-passage-favorable'],
        text: 'Senate Committee Favorably Reported',
      },
      { date: '2025-03-03', chamber: 'upper', classification: ['reading-2'], text: 'Senate Read Second Time' },
    ];
    const vote = {
      date: '2025-04-02',
      chamber: 'upper',
      result: 'pass',
      motionClassification: ['passage'],
      motion: 'Senate Vote #380 - 2025-2026 Regular Session',
    };
    const status = deriveStatus({ actions, fromChamber: 'upper', classification: ['resolution'], votes: [vote] });
    expect(status).toMatchObject({ status: 4, statusDate: '2025-04-02' });
    // A failed vote, a committee vote or a bill's vote changes nothing.
    for (const input of [
      { classification: ['resolution'], votes: [{ ...vote, result: 'fail' }] },
      { classification: ['resolution'], votes: [{ ...vote, motionClassification: ['committee-passage'] }] },
      { classification: ['bill'], votes: [vote] },
      // LegiScan types every floor roll call as passage: an amendment's is not the adoption.
      { classification: ['resolution'], votes: [{ ...vote, motion: 'Senate: Adopt Amendment 1' }] },
    ])
      expect(deriveStatus({ actions, fromChamber: 'upper', ...input }).status).toBe(1);
  });

  it('shows LegiScan history oldest first by date when the sequence runs back in time (KS HB 2006)', () => {
    // more-states/legiscan-csv-kansas/2025-2026: bills.csv and history.csv rows of bill_id 1917644, unmodified.
    const tables: LegiscanTables = {
      history: new Map([
        [
          '1917644',
          [
            {
              bill_id: '1917644',
              date: '2025-01-14',
              chamber: 'House',
              sequence: '1',
              action: 'House Referred to Committee on Financial Institutions and Pensions',
            },
            { bill_id: '1917644', date: '2025-01-13', chamber: 'House', sequence: '2', action: 'House Introduced' },
          ],
        ],
      ]),
      sponsors: new Map(),
      rollcalls: new Map(),
      votes: new Map(),
      documents: new Map(),
      people: new Map(),
    };
    const record = buildLegiscanBill(
      {
        bill_id: '1917644',
        session_id: '2178',
        bill_number: 'HB2006',
        status: '1',
        status_date: '2025-01-13',
        title: 'Providing membership in the KP&F retirement system for certain security officers',
        url: 'https://legiscan.com/KS/bill/HB2006/2025',
      },
      tables,
      'bills.csv',
      {
        state: 'KS',
        session: {
          jurisdictionId: 'KS',
          code: '25R',
          sourceIdentifier: '2178',
          name: '2025-2026',
          classification: 'regular',
        },
      },
    );
    expect(record.actions.map((entry) => [entry.date, entry.text])).toEqual([
      ['2025-01-13', 'House Introduced'],
      ['2025-01-14', 'House Referred to Committee on Financial Institutions and Pensions'],
    ]);
    expect(deriveStatus(record).progress).toEqual([
      { status: 1, date: '2025-01-13' },
      { status: 9, date: '2025-01-14' },
    ]);
  });

  it('orders any source oldest first, the source order breaking ties and undated lines staying put', () => {
    const lines = [
      { date: '2025-02-25', text: 'Transmitted' },
      { date: '2025-02-19', text: 'Passed By House With Immediate Effect' },
      { date: null, text: 'Undated note' },
      { date: '2025-02-19', text: 'Received' },
    ];
    expect(oldestFirst(lines).map((line) => line.text)).toEqual([
      'Passed By House With Immediate Effect',
      'Undated note',
      'Received',
      'Transmitted',
    ]);
  });

  it('keeps each subject term once', () => {
    expect(uniqueTerms(['Taxation', 'Education', 'taxation ', 'Education', 'Public  Safety', 'Public Safety'])).toEqual(
      ['Taxation', 'Education', 'Public Safety'],
    );
  });
});

type Row = ConstructorParameters<typeof PeopleResolver>[0][number];
const person = (id: string, name: string, roles: PersonRole[]): Row => {
  const parts = name.split(' ');
  return {
    id,
    name,
    givenName: parts.slice(0, -1).join(' '),
    familyName: parts.at(-1) ?? null,
    otherNames: [],
    roles,
    chamber: null,
  };
};

describe('name matching by term dates', () => {
  // openstates-people/data/ks/legislature/Scott-Hill-64c3ae14-....yml: his only term in the file is the Senate
  // seat from 2025-06-26 (he sat in the House before, LegiScan's KS roster lists him as Rep, HD-070).
  const scottHill = person('ocd-person/64c3ae14-1ec8-46ed-b317-bcd9722319f5', 'Scott Hill', [
    { type: 'upper', district: '24', startDate: '2025-06-26' },
  ]);
  // Issue 32: a namesake in Open States' retired files who left the House in 2016 (KS retired files are not in
  // ../shared/data; his terms are as the issue describes them).
  const formerHill = person('ocd-person/former-hill', 'Scott Hill', [
    { type: 'lower', district: '70', startDate: '2013-01-14', endDate: '2016-12-31' },
  ]);

  it('gives a sponsor "Hill" on a bill filed in December 2024 to the member of that time, not the namesake of 2016', () => {
    expect(new PeopleResolver([scottHill]).resolve('Hill', { chamber: 'lower', date: '2024-12-23' })).toBe(
      scottHill.id,
    );
    // Loading the former member unlinks nobody.
    const resolver = new PeopleResolver([scottHill, formerHill]);
    expect(resolver.resolve('Hill', { chamber: 'lower', date: '2024-12-23' })).toBe(scottHill.id);
    expect(resolver.resolve('Hill', { date: '2024-12-23' })).toBe(scottHill.id);
    // LegiScan's roster of the 2025-2026 session names him in full.
    expect(
      resolver.resolve('Scott Hill', { chamber: 'lower', period: { start: '2025-01-01', end: '2026-12-31' } }),
    ).toBe(scottHill.id);
    // A bill of 2015 is the former member's.
    expect(resolver.resolve('Hill', { chamber: 'lower', date: '2015-02-01' })).toBe(formerHill.id);
  });

  it('matches sponsors to legislative terms, not to an executive office (TX "Paxton", 2025)', () => {
    // openstates-people/data/tx: executive/Ken-Paxton-1c1b6320-....yml (House 2009-2012, Senate 2013-2014,
    // attorney general since 2015) and legislature/Angela-Paxton-895887ba-....yml (Senate since 2019); the
    // TX 892 bills name "Paxton" as a sponsor.
    const resolver = new PeopleResolver([
      person('ocd-person/1c1b6320-5ed6-4739-9f53-389b724b0305', 'Ken Paxton', [
        { type: 'lower', startDate: '2009-01-01', endDate: '2012-12-31' },
        { type: 'upper', startDate: '2013-01-01', endDate: '2014-12-31' },
        { type: 'attorney general', startDate: '2015-01-05', endDate: '2027-01-01' },
      ]),
      person('ocd-person/895887ba-73cd-4321-827d-bb06d4eedfdf', 'Angela Paxton', [
        { type: 'upper', startDate: '2019-01-08' },
      ]),
    ]);
    expect(resolver.resolve('Paxton', { date: '2025-08-15' })).toBe('ocd-person/895887ba-73cd-4321-827d-bb06d4eedfdf');
  });

  it('leaves two sitting namesakes unresolved', () => {
    const resolver = new PeopleResolver([
      person('a', 'David Cook', [{ type: 'lower', startDate: '2021-01-12' }]),
      person('b', 'Molly Cook', [{ type: 'lower', startDate: '2024-05-07' }]),
    ]);
    expect(resolver.resolve('Cook', { chamber: 'lower', date: '2025-08-15' })).toBeNull();
  });

  it('counts a person current from their terms, not from being imported', () => {
    const term2024 = [{ type: 'upper', district: '25', startDate: '2024-01-01', endDate: '2024-12-31' }];
    expect(holdsSeatOn(term2024, '2024-06-01')).toBe(true);
    expect(holdsSeatOn(term2024, '2025-06-01')).toBe(false);
    expect(holdsSeatOn([{ type: 'governor', startDate: '2023-01-01' }], '2025-06-01')).toBe(false);
    expect(holdsSeatOn([], '2025-06-01')).toBe(false);
  });
});

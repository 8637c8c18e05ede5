import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import type { DatabaseHandle } from '../../db/client';
import { legislativeSessions } from '../../db/schema/jurisdictions';
import { classifyNyAction } from '../ny-legislation/ny-legislation.parser';
import { splitBillIdentifier } from './bill-record';
import { deriveStatus } from './bill-status';
import { ensureJurisdictions, jurisdictionFromOcdId } from './jurisdictions';
import { PeopleResolver, parsePseudoId } from './people-resolver';
import {
  describeSession,
  SessionIdError,
  sessionCodeFor,
  sessionFor,
  sessionIdPattern,
  upsertSessions,
} from './sessions';

describe('sessionCodeFor', () => {
  it.each([
    ['TX', '892', '892'],
    ['TX', '89', '89R'],
    ['CO', '2025A', '25R'],
    ['CO', '2025B', '251'],
    ['WI', '2025', '25R'],
    ['IL', '104th', '25R'],
    ['US', '117th', '21R'],
    ['SD', '2024S1', '241'],
    ['MI', '2025-2026', '25R'],
  ])('%s %s -> %s', (state, source, code) => {
    expect(sessionCodeFor(state, source)).toBe(code);
  });
});

describe('describeSession: every naming the formats use maps to the SPEC pattern', () => {
  const year = (start: number, end = start) => ({ startDate: `${start}-01-01`, endDate: `${end}-12-31` });
  it.each([
    // source identifier, state, id, name, classification, dates
    ['2025', 'WI', '25R', '2025 Regular Session', 'regular', year(2025)],
    ['2025-2026', 'MI', '25R', '2025-2026 Regular Session', 'regular', year(2025, 2026)],
    ['2025_26', 'MI', '25R', '2025-2026 Regular Session', 'regular', year(2025, 2026)],
    ['2025-26', 'OH', '25R', '2025-2026 Regular Session', 'regular', year(2025, 2026)],
    ['20252026', 'MI', '25R', '2025-2026 Regular Session', 'regular', year(2025, 2026)],
    ['2025-2026_103rd_Legislature', 'MI', '25R', '2025-2026 Regular Session', 'regular', year(2025, 2026)],
    ['2025-2026 Regular Session', 'OH', '25R', '2025-2026 Regular Session', 'regular', year(2025, 2026)],
    ['2025 1st Special', 'LA', '251', '2025 1st Special Session', 'special', year(2025)],
    ['2025 2nd Special Session', 'FL', '252', '2025 2nd Special Session', 'special', year(2025)],
    ['2025_1st_Special_Session', 'MI', '251', '2025 1st Special Session', 'special', year(2025)],
    ['2021 Second Special Session', 'SD', '212', '2021 2nd Special Session', 'special', year(2021)],
    ['2020 Special Session', 'SD', '201', '2020 1st Special Session', 'special', year(2020)],
    ['2024S1', 'SD', '241', '2024 1st Special Session', 'special', year(2024)],
    ['2024 Special 1', 'AL', '241', '2024 1st Special Session', 'special', year(2024)],
    ['2025A', 'CO', '25R', '2025 Regular Session', 'regular', year(2025)],
    ['2025B', 'CO', '251', '2025 1st Special Session', 'special', year(2025)],
    ['89', 'TX', '89R', '89th Legislature Regular Session', 'regular', year(2025)],
    // A called session's own days are unknown: the dates are its legislature's term.
    ['892', 'TX', '892', '89th Legislature, 2nd Called Session', 'special', year(2025, 2026)],
    // LegiScan names Texas sessions by year: they land in the same sessions as Open States' 89 / 892.
    ['2025', 'TX', '89R', '89th Legislature Regular Session', 'regular', year(2025)],
    ['2025 Special 2', 'TX', '892', '89th Legislature, 2nd Called Session', 'special', year(2025)],
    ['2026 1st Special Session', 'TX', '891', '89th Legislature, 1st Called Session', 'special', year(2026)],
    ['104th', 'IL', '25R', '104th General Assembly', 'regular', year(2025, 2026)],
    ['119', 'US', '25R', '119th Congress', 'regular', { startDate: '2025-01-03', endDate: '2027-01-03' }],
    ['119th', 'US', '25R', '119th Congress', 'regular', { startDate: '2025-01-03', endDate: '2027-01-03' }],
    ['114', 'US', '15R', '114th Congress', 'regular', { startDate: '2015-01-03', endDate: '2017-01-03' }],
    ['111th Congress', 'US', '09R', '111th Congress', 'regular', { startDate: '2009-01-03', endDate: '2011-01-03' }],
  ])('%s (%s) -> %s', (source, state, code, name, classification, dates) => {
    const facts = describeSession(state, source);
    expect(facts).toEqual({ code, name, classification, ...dates });
    expect(facts.code).toMatch(sessionIdPattern);
  });

  it.each([
    ['MI', 'Spring'],
    ['MI', '2025-2027'],
    ['MI', '2025 Interim'],
    ['MI', '2025 12th Special Session'],
    ['CA', '117th'],
    ['MI', ''],
  ])('%s "%s" throws a clear error instead of an id outside the pattern', (state, source) => {
    expect(() => describeSession(state, source)).toThrow(SessionIdError);
    expect(() => sessionCodeFor(state, source)).toThrow(/cannot map session .* \(two digits, then R or a digit\)/);
  });

  it('keeps what the source states over what the identifier implies', () => {
    expect(sessionFor('MI', '2025-2026', { name: '103rd Legislature', startDate: '2025-01-08' })).toEqual({
      jurisdictionId: 'MI',
      sourceIdentifier: '2025-2026',
      code: '25R',
      name: '103rd Legislature',
      classification: 'regular',
      startDate: '2025-01-08',
      endDate: '2026-12-31',
    });
  });
});

describe('deriveStatus', () => {
  const action = (date: string, classification: string[], chamber = 'lower', text = '') => ({
    date,
    classification,
    chamber,
    text,
  });

  it('walks a bill through both chambers to the governor', () => {
    const result = deriveStatus({
      fromChamber: 'lower',
      classification: ['bill'],
      actions: [
        action('2025-08-15', ['filing']),
        action('2025-08-18', ['introduction', 'reading-1']),
        action('2025-08-18', ['referral-committee']),
        action('2025-08-19', ['committee-passage', 'committee-passage-favorable']),
        action('2025-08-20', ['passage']),
        action('2025-08-25', ['passage'], 'upper'),
        action('2025-09-05', ['executive-signature'], 'executive'),
      ],
    });
    expect(result.status).toBe(4);
    expect(result.statusDate).toBe('2025-09-05');
    expect(result.progress.map((step) => step.status)).toEqual([0, 1, 9, 10, 2, 3, 4]);
  });

  it('marks vetoes and failures', () => {
    expect(
      deriveStatus({
        fromChamber: 'upper',
        classification: ['bill'],
        actions: [action('2025-01-01', ['introduction']), action('2025-02-01', ['executive-veto'])],
      }).status,
    ).toBe(5);
    expect(
      deriveStatus({
        fromChamber: 'upper',
        classification: ['bill'],
        actions: [action('2025-01-01', ['introduction']), action('2025-02-01', ['failure'])],
      }).status,
    ).toBe(6);
  });

  // Real NY action lines (../shared/data/ny-legislation-jehiah/bills/2025), typed by the NY importer's classifier.
  const ny = (lines: [string, string, string][]) =>
    lines.map(([date, chamber, text]) => ({
      date,
      chamber: chamber === 'SENATE' ? 'upper' : 'lower',
      text,
      classification: classifyNyAction(text),
    }));

  it('fails a bill on "ENACTING CLAUSE STRICKEN" wherever the words sit (S3170, A4429)', () => {
    const s3170 = deriveStatus({
      fromChamber: 'upper',
      classification: ['bill'],
      actions: ny([
        ['2025-01-24', 'SENATE', 'REFERRED TO JUDICIARY'],
        ['2025-03-11', 'SENATE', 'REPORTED AND COMMITTED TO FINANCE'],
        ['2025-05-27', 'SENATE', 'RECOMMIT, ENACTING CLAUSE STRICKEN'],
      ]),
    });
    expect(s3170).toMatchObject({ status: 6, statusDate: '2025-05-27' });
    expect(s3170.progress.at(-1)).toEqual({ status: 6, date: '2025-05-27' });
    const a4429 = deriveStatus({
      fromChamber: 'lower',
      classification: ['bill'],
      actions: ny([
        ['2025-02-04', 'ASSEMBLY', 'REFERRED TO CODES'],
        ['2025-09-08', 'ASSEMBLY', 'ENACTING CLAUSE STRICKEN'],
      ]),
    });
    expect(a4429).toMatchObject({ status: 6, statusDate: '2025-09-08' });
  });

  it('keeps a bill that died at the end of the first year and moved again alive (S3189, A7884)', () => {
    const diedInAssembly = ny([
      ['2025-01-24', 'SENATE', 'REFERRED TO SOCIAL SERVICES'],
      ['2025-06-06', 'SENATE', 'PASSED SENATE'],
      ['2025-06-06', 'SENATE', 'DELIVERED TO ASSEMBLY'],
      ['2025-06-06', 'ASSEMBLY', 'REFERRED TO SOCIAL SERVICES'],
      ['2026-01-07', 'ASSEMBLY', 'DIED IN ASSEMBLY'],
    ]);
    // Without later movement the death stands.
    expect(deriveStatus({ fromChamber: 'upper', classification: ['bill'], actions: diedInAssembly }).status).toBe(6);
    const s3189 = deriveStatus({
      fromChamber: 'upper',
      classification: ['bill'],
      actions: [
        ...diedInAssembly,
        ...ny([
          ['2026-01-07', 'ASSEMBLY', 'RETURNED TO SENATE'],
          ['2026-01-07', 'SENATE', 'REFERRED TO SOCIAL SERVICES'],
          ['2026-03-04', 'SENATE', 'PASSED SENATE'],
          ['2026-03-04', 'ASSEMBLY', 'REFERRED TO WAYS AND MEANS'],
          ['2026-04-27', 'ASSEMBLY', 'SUBSTITUTED FOR A8443'],
          ['2026-04-27', 'ASSEMBLY', 'PASSED ASSEMBLY'],
        ]),
      ],
    });
    expect(s3189).toMatchObject({ status: 3, statusDate: '2026-04-27' });
    expect(s3189.substitutedBy).toBeUndefined();
    // The death stays in the timeline as history.
    expect(s3189.progress).toContainEqual({ status: 6, date: '2026-01-07' });
    const a7884 = deriveStatus({
      fromChamber: 'lower',
      classification: ['bill'],
      actions: ny([
        ['2025-04-11', 'ASSEMBLY', 'REFERRED TO REAL PROPERTY TAXATION'],
        ['2025-06-16', 'ASSEMBLY', 'PASSED ASSEMBLY'],
        ['2025-06-16', 'SENATE', 'REFERRED TO RULES'],
        ['2026-01-07', 'SENATE', 'DIED IN SENATE'],
        ['2026-01-07', 'SENATE', 'RETURNED TO ASSEMBLY'],
        ['2026-01-07', 'ASSEMBLY', 'ORDERED TO THIRD READING CAL.197'],
        ['2026-01-12', 'ASSEMBLY', 'COMMITTED TO WAYS AND MEANS'],
      ]),
    });
    expect(a7884).toMatchObject({ status: 2, statusDate: '2025-06-16' });
  });

  it('says a bill was substituted by its companion instead of failing it (A8728)', () => {
    const a8728 = deriveStatus({
      fromChamber: 'lower',
      classification: ['bill'],
      actions: ny([
        ['2025-06-02', 'ASSEMBLY', 'REFERRED TO JUDICIARY'],
        ['2025-06-11', 'ASSEMBLY', 'REPORTED REFERRED TO RULES'],
        ['2025-06-12', 'ASSEMBLY', 'ORDERED TO THIRD READING RULES CAL.692'],
        ['2025-06-13', 'ASSEMBLY', 'SUBSTITUTED BY S8071A'],
      ]),
    });
    expect(a8728.substitutedBy).toEqual({ identifier: 'S8071A', date: '2025-06-13' });
    expect(a8728.status).not.toBe(6);
  });

  it('treats a simple resolution passing its chamber as passed', () => {
    expect(
      deriveStatus({
        fromChamber: 'lower',
        classification: ['resolution'],
        actions: [action('2025-01-01', ['passage'])],
      }).status,
    ).toBe(4);
  });
});

describe('names and ids', () => {
  it('splits bill identifiers', () => {
    expect(splitBillIdentifier('HB 1')).toEqual({ billType: 'HB', billNumber: '1' });
    expect(splitBillIdentifier('H.J.R. 0012')).toEqual({ billType: 'HJR', billNumber: '12' });
    expect(splitBillIdentifier('SB1740')).toEqual({ billType: 'SB', billNumber: '1740' });
    expect(splitBillIdentifier('1234')).toBeNull();
  });

  it('maps OCD ids to jurisdictions', () => {
    expect(jurisdictionFromOcdId('ocd-jurisdiction/country:us/state:tx/government')).toBe('TX');
    expect(jurisdictionFromOcdId('ocd-jurisdiction/country:us/district:dc/government')).toBe('DC');
    expect(jurisdictionFromOcdId('ocd-jurisdiction/country:us/government')).toBe('US');
    expect(jurisdictionFromOcdId('ocd-jurisdiction/country:us/state:zz/government')).toBeUndefined();
  });

  it('parses pseudo-ids', () => {
    expect(parsePseudoId('~{"name": "Darby"}')).toEqual({ name: 'Darby' });
    expect(parsePseudoId('ocd-person/1')).toBeNull();
  });

  it('resolves scraped names by family name, "Family, Given" and chamber', () => {
    const resolver = new PeopleResolver([
      {
        id: 'a',
        name: 'Drew Darby',
        givenName: 'Drew',
        familyName: 'Darby',
        otherNames: [],
        roles: [{ type: 'lower' }],
        chamber: 'lower',
      },
      {
        id: 'b',
        name: 'Ken King',
        givenName: 'Ken',
        familyName: 'King',
        otherNames: [],
        roles: [{ type: 'lower' }],
        chamber: 'lower',
      },
      {
        id: 'c',
        name: 'Phil King',
        givenName: 'Phil',
        familyName: 'King',
        otherNames: [],
        roles: [{ type: 'upper', startDate: '2025-01-01' }],
        chamber: 'upper',
      },
      {
        id: 'd',
        name: 'José Menéndez',
        givenName: 'José',
        familyName: 'Menéndez',
        otherNames: [],
        roles: [{ type: 'upper' }],
        chamber: 'upper',
      },
    ]);
    expect(resolver.resolve('Darby')).toBe('a');
    expect(resolver.resolve('King')).toBeNull();
    expect(resolver.resolve('King', { chamber: 'upper' })).toBe('c');
    expect(resolver.resolve('King, Ken')).toBe('b');
    expect(resolver.resolve('Menendez')).toBe('d');
    expect(resolver.resolve('Nobody')).toBeNull();
  });
});

describe('upsertSessions', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    await ensureJurisdictions(database.db);
  });
  afterAll(async () => {
    await database.close();
  });

  it('fills the dates an importer left out from the session identifier, and keeps the ones it gave', async () => {
    await upsertSessions(database.db, [
      // As the Open States file importer writes them: no dates.
      {
        jurisdictionId: 'WI',
        code: '25R',
        sourceIdentifier: '2025',
        name: '2025 Regular Session',
        classification: 'regular',
      },
      {
        jurisdictionId: 'IL',
        code: '25R',
        sourceIdentifier: '104th',
        name: '104th General Assembly',
        classification: 'regular',
      },
      {
        jurisdictionId: 'TX',
        code: '892',
        sourceIdentifier: '892',
        name: '89th Legislature, 2nd Called Session',
        classification: 'special',
      },
      // LegiScan's numeric session id names no years: nothing is guessed from it.
      { jurisdictionId: 'MI', code: '25R', sourceIdentifier: '2183', name: 'MI', classification: 'regular' },
      {
        jurisdictionId: 'SD',
        code: '24R',
        sourceIdentifier: '69',
        name: '2024 Regular Session',
        classification: 'regular',
        startDate: '2024-01-09',
        endDate: '2024-03-25',
      },
    ]);
    const rows = await database.db
      .select({
        id: legislativeSessions.id,
        startDate: legislativeSessions.startDate,
        endDate: legislativeSessions.endDate,
      })
      .from(legislativeSessions)
      .orderBy(legislativeSessions.id);
    expect(rows).toEqual([
      { id: 'IL-25R', startDate: '2025-01-01', endDate: '2026-12-31' },
      { id: 'MI-25R', startDate: null, endDate: null },
      { id: 'SD-24R', startDate: '2024-01-09', endDate: '2024-03-25' },
      { id: 'TX-892', startDate: '2025-01-01', endDate: '2026-12-31' },
      { id: 'WI-25R', startDate: '2025-01-01', endDate: '2025-12-31' },
    ]);
  });
});

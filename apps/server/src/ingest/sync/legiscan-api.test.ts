import { afterEach, describe, expect, it } from 'vitest';
import { type LocalServer, startLocalServer } from '../../../test/local-http-server';
import { fixture, legiscanHandler, legiscanTestKey } from '../../../test/sync-fixtures';
import { createApiClient } from './api-client';
import { fetchLegiscanBill, fetchLegiscanMasterList, mapLegiscanBill, zonedIso } from './legiscan-api';

describe('LegiScan API connector', () => {
  let server: LocalServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('reads getMasterList and getBill in their documented shapes', async () => {
    server = await startLocalServer(legiscanHandler(() => fixture('legiscan-masterlist-tx.json')));
    const client = createApiClient({ requestsPerMinute: 0 });
    const list = await fetchLegiscanMasterList(client, {
      baseUrl: `${server.url}/`,
      apiKey: legiscanTestKey,
      state: 'TX',
    });
    expect(list.entries).toEqual([
      { billId: 1897001, number: 'HB2', changeHash: '5c6f0b1d9a8e7f6a5b4c3d2e1f0a9b8c' },
      { billId: 1897002, number: 'SB2', changeHash: '0a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d' },
    ]);
    expect(server.requests[0]!.url.searchParams.get('state')).toBe('TX');
    const bill = await fetchLegiscanBill(client, {
      baseUrl: `${server.url}/`,
      apiKey: legiscanTestKey,
      billId: 1897001,
    });
    expect(bill.bill_number).toBe('HB2');
    await expect(
      fetchLegiscanMasterList(client, { baseUrl: `${server.url}/`, apiKey: 'bad', state: 'TX' }),
    ).rejects.toThrow('LegiScan answered status ERROR: Invalid API key');
  });

  it('maps the sessions of other states: a two-year session and a special one', () => {
    const { bill } = fixture<{ bill: Record<string, unknown> }>('legiscan-bill-1897001.json');
    const michigan = mapLegiscanBill({
      ...bill,
      state: 'MI',
      session: { year_start: 2025, year_end: 2026, special: 0, session_name: '103rd Legislature' },
    });
    expect(michigan.jurisdictionId).toBe('MI');
    expect(michigan.session).toEqual({
      jurisdictionId: 'MI',
      code: '25R',
      sourceIdentifier: '2025',
      name: '103rd Legislature',
      classification: 'regular',
      startDate: '2025-01-01',
      endDate: '2026-12-31',
    });
    const colorado = mapLegiscanBill({
      ...bill,
      state: 'CO',
      session: { year_start: 2025, year_end: 2025, special: 1, session_name: '2025 First Extraordinary Session' },
    });
    expect(colorado.session).toMatchObject({ code: '251', classification: 'special', startDate: '2025-01-01' });
    expect(() => mapLegiscanBill({ ...bill, state: 'CO', session: {}, status_date: null })).toThrow(
      /cannot map session "unknown" of CO/,
    );
  });

  it('maps getBill to the record the file importers produce, with LegiScan status winning', () => {
    const { bill } = fixture<{ bill: Record<string, unknown> }>('legiscan-bill-1897001.json');
    const record = mapLegiscanBill(bill, { knownPeople: new Set(['legiscan-person/14100']) });
    expect(record).toMatchObject({
      jurisdictionId: 'TX',
      session: {
        // The 89th Legislature, the session Open States and the TX files write as 89R.
        code: '89R',
        // LegiScan's session id, as the CSV datasets write it.
        sourceIdentifier: '2199',
        name: '89th Legislature Regular Session',
        classification: 'regular',
      },
      billType: 'HB',
      billNumber: '2',
      fromChamber: 'lower',
      statusOverride: { status: 4, date: '2025-06-20' },
      extras: { legiscanBillId: 1897001, legiscanChangeHash: '5c6f0b1d9a8e7f6a5b4c3d2e1f0a9b8c' },
    });
    expect(record.actions.map((action) => action.classification[0] ?? null)).toEqual([
      'introduction',
      'referral-committee',
      'passage',
      'executive-signature',
    ]);
    expect(record.sponsorships[0]).toMatchObject({
      name: 'Brad Buckley',
      isPrimary: true,
      personId: 'legiscan-person/14100',
      chamber: 'lower',
    });
    expect(record.votes[0]).toMatchObject({
      sourceKey: 'legiscan-roll-call/1500001',
      result: 'pass',
      counts: { yes: 122, no: 23, 'not voting': 2, absent: 3 },
    });
    expect(record.relations[0]).toMatchObject({ relatedBillId: 'TX-89R-SB-26', relationType: 'companion' });
    expect(record.hearings[0]).toMatchObject({ startTime: '2025-03-11T08:00:00-05:00', location: 'E2.036' });
    expect(record.versions[0]!.links[0]).toEqual({
      url: 'https://capitol.texas.gov/tlodocs/89R/billtext/html/HB00002I.htm',
      mediaType: 'text/html',
    });
  });

  it('converts a local hearing time to ISO 8601 with the zone offset of that date', () => {
    expect(zonedIso('2025-01-15', '09:30', 'America/Chicago')).toBe('2025-01-15T09:30:00-06:00');
    expect(zonedIso('2025-07-15', '09:30', 'America/Chicago')).toBe('2025-07-15T09:30:00-05:00');
    expect(zonedIso('2025-07-15', null, 'America/Los_Angeles')).toBe('2025-07-15T00:00:00-07:00');
  });
});

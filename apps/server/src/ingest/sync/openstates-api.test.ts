import { afterEach, describe, expect, it } from 'vitest';
import { type LocalServer, startLocalServer } from '../../../test/local-http-server';
import { fixture, openStatesHandler, openStatesTestKey } from '../../../test/sync-fixtures';
import { createApiClient } from './api-client';
import { fetchOpenStatesBills, mapOpenStatesBill } from './openstates-api';

const apiKey = openStatesTestKey;

describe('Open States API v3 connector', () => {
  let server: LocalServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('pages through GET /bills with the includes, the session and the key header', async () => {
    server = await startLocalServer(
      openStatesHandler(() => [fixture('openstates-bills-page-1.json'), fixture('openstates-bills-page-2.json')]),
    );
    const client = createApiClient({ requestsPerMinute: 0 });
    const bills = [];
    for await (const bill of fetchOpenStatesBills(client, {
      baseUrl: server.url,
      apiKey,
      jurisdiction: 'tx',
      session: '892',
      perPage: 1,
    })) {
      bills.push(bill);
    }
    expect(bills.map((bill) => bill.identifier)).toEqual(['HB 1', 'SB 1', 'HB 77']);
    expect(server.requests).toHaveLength(2);
    const first = server.requests[0]!.url.searchParams;
    expect(first.get('jurisdiction')).toBe('tx');
    expect(first.get('session')).toBe('892');
    expect(first.get('page')).toBe('1');
    expect(first.get('per_page')).toBe('1');
    expect(first.getAll('include')).toEqual(expect.arrayContaining(['actions', 'sponsorships', 'versions', 'votes']));
    expect(server.requests[1]!.url.searchParams.get('page')).toBe('2');
  });

  it('fails with the 401 when the key is wrong, without retrying', async () => {
    server = await startLocalServer(openStatesHandler(() => [fixture('openstates-bills-page-1.json')]));
    const pages = fetchOpenStatesBills(createApiClient({ requestsPerMinute: 0 }), {
      baseUrl: server.url,
      apiKey: 'wrong',
      jurisdiction: 'tx',
    });
    await expect(pages.next()).rejects.toMatchObject({ status: 401 });
    expect(server.requests).toHaveLength(1);
  });

  it('maps the sessions of other states (CO 2025B special, IL 104th) and refuses one it cannot name', () => {
    const [raw] = fixture<{ results: Record<string, unknown>[] }>('openstates-bills-page-1.json').results;
    const colorado = mapOpenStatesBill({
      ...raw!,
      jurisdiction: { id: 'ocd-jurisdiction/country:us/state:co/government', name: 'Colorado' },
      session: '2025B',
      legislative_session: { identifier: '2025B', name: '2025 Extraordinary Session' },
    });
    expect(colorado.session).toEqual({
      jurisdictionId: 'CO',
      code: '251',
      sourceIdentifier: '2025B',
      name: '2025 Extraordinary Session',
      classification: 'special',
      startDate: '2025-01-01',
      endDate: '2025-12-31',
    });
    const illinois = mapOpenStatesBill({
      ...raw!,
      jurisdiction: { id: 'ocd-jurisdiction/country:us/state:il/government', name: 'Illinois' },
      session: '104th',
      legislative_session: undefined,
    });
    expect(illinois.session).toMatchObject({ code: '25R', name: '104th General Assembly', endDate: '2026-12-31' });
    expect(() => mapOpenStatesBill({ ...raw!, session: '2025 Interim' })).toThrow(/cannot map session "2025 Interim"/);
  });

  it('maps a v3 bill to the record the file importers produce', () => {
    const [raw] = fixture<{ results: Record<string, unknown>[] }>('openstates-bills-page-1.json').results;
    const record = mapOpenStatesBill(raw!, {
      knownPeople: new Set(['ocd-person/40f0e868-e021-4453-8675-a9d2357e41e1']),
    });
    expect(record).toMatchObject({
      jurisdictionId: 'TX',
      session: { code: '892', sourceIdentifier: '892', classification: 'special' },
      billType: 'HB',
      billNumber: '1',
      identifier: 'HB 1',
      fromChamber: 'lower',
      classification: ['bill'],
    });
    expect(record.actions.map((action) => action.classification)).toEqual([
      ['filing'],
      ['introduction', 'reading-1'],
      ['referral-committee'],
    ]);
    expect(record.actions[2]!.committeeName).toBe('Disaster Preparedness & Flooding');
    expect(record.sponsorships).toEqual([
      expect.objectContaining({
        name: 'Darby',
        isPrimary: true,
        personId: 'ocd-person/40f0e868-e021-4453-8675-a9d2357e41e1',
      }),
      expect.objectContaining({ name: 'King', isPrimary: false, personId: null }),
    ]);
    expect(record.versions[0]!.links).toHaveLength(2);
    expect(record.votes[0]).toMatchObject({ result: 'pass', chamber: 'lower', counts: { yes: 131, no: 1 } });
    expect(record.votes[0]!.voters.map((voter) => voter.personId)).toEqual([
      'ocd-person/40f0e868-e021-4453-8675-a9d2357e41e1',
      null,
    ]);
    expect(record.relations[0]).toMatchObject({ relatedBillId: 'TX-892-SB-1', relationType: 'companion' });
    // Without the person in the database the id is dropped (the loader then matches the name).
    expect(mapOpenStatesBill(raw!).sponsorships[0]!.personId).toBeNull();
  });
});

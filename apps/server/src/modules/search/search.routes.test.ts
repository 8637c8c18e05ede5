import type { SearchConnection, SearchResponse } from '@statehouse/shared/search/search.schemas';
import { describe, expect, it } from 'vitest';
import { sampleBillIds } from '../../../test/factories/bills';
import { useSignedInSampleApp } from '../../../test/signed-in-sample-app';

const sample = useSignedInSampleApp();
const { get } = sample;

describe('GET /api/search', () => {
  it('finds bills by full text with snippets, and members and committees by name', async () => {
    const camps = await get<SearchResponse>('/api/search?term=youth%20camp');
    expect(camps.bills.total).toBe(2);
    expect(camps.bills.items.map((bill) => bill.id).sort()).toEqual(['TX-892-HB-1', 'TX-892-SB-1']);
    expect(camps.bills.items[0]?.snippet).toContain('<mark>');
    expect(camps).toMatchObject({ term: 'youth camp', page: 1, limit: 10 });

    const darby = await get<SearchResponse>('/api/search?term=darby');
    expect(darby.members.items[0]).toMatchObject({ name: 'Drew Darby', stateCode: 'TX', district: '72' });

    const committees = await get<SearchResponse>('/api/search?term=ways%20means');
    expect(committees.committees.items.some((committee) => /Ways (and|&) Means/i.test(committee.name))).toBe(true);
  });

  it('limits to the given states and pages each group', async () => {
    expect((await get<SearchResponse>('/api/search?term=youth%20camp&stateCodes=CO,NY')).bills.total).toBe(0);
    const one = await get<SearchResponse>('/api/search?term=youth%20camp&limit=1&page=2&stateCodes=tx');
    expect(one.bills.items).toHaveLength(1);
    expect(one.bills.total).toBe(2);
  });

  it('puts the preferred state first in every group, and counts its results', async () => {
    const term = 'tax';
    const plain = await get<SearchResponse>(`/api/search?term=${term}&limit=50`);
    const states = [...new Set(plain.bills.items.map((bill) => bill.stateCode))];
    expect(states.length).toBeGreaterThan(1);
    // The state whose best bill ranks last without a preference.
    const last = plain.bills.items.at(-1)?.stateCode as string;
    expect(plain.bills.items[0]?.stateCode).not.toBe(last);
    expect(plain.preferStateCode).toBeNull();
    expect(plain.bills.inPreferredState).toBeUndefined();

    const first = await get<SearchResponse>(`/api/search?term=${term}&limit=50&preferStateCode=${last.toLowerCase()}`);
    const inState = plain.bills.items.filter((bill) => bill.stateCode === last).map((bill) => bill.id);
    expect(first.preferStateCode).toBe(last);
    expect(first.bills.total).toBe(plain.bills.total);
    expect(first.bills.inPreferredState).toBe(inState.length);
    expect(first.bills.items.slice(0, inState.length).map((bill) => bill.id)).toEqual(inState);
    expect(first.bills.items.map((bill) => bill.id).sort()).toEqual(plain.bills.items.map((bill) => bill.id).sort());

    const members = await get<SearchResponse>('/api/search?term=john&limit=50&preferStateCode=SD');
    const sd = members.members.items.filter((member) => member.stateCode === 'SD').length;
    expect(members.members.inPreferredState).toBe(sd);
    expect(members.members.items.slice(0, sd).every((member) => member.stateCode === 'SD')).toBe(true);
  });

  it('answers bad parameters with 400 and sign-in with 401', async () => {
    expect((await get<{ message: string }>('/api/search', 400)).message).toMatch(/term/);
    expect((await get<{ message: string }>('/api/search?term=x&limit=500', 400)).message).toMatch(/limit/);
    expect((await get<{ message: string }>('/api/search?term=x&stateCodes=ZZ', 400)).message).toMatch(/stateCodes/);
    expect((await get<{ message: string }>('/api/search?term=x&preferStateCode=ZZ', 400)).message).toMatch(
      /preferStateCode must be a two-letter state code/,
    );
    const anonymous = await sample.testApp.app.inject({ method: 'GET', url: '/api/search?term=camp' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/search/test-connection', () => {
  it('reports the engine, the database and what is indexed', async () => {
    const reply = await get<SearchConnection>('/api/search/test-connection');
    expect(reply).toMatchObject({ ok: true, engine: 'postgresql-full-text' });
    expect(reply.database).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
    expect(reply.indexed.bills).toBe(sampleBillIds.length);
    expect(reply.indexed.members).toBeGreaterThan(100);
  });
});

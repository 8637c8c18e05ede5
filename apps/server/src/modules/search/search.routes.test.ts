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

  it('answers bad parameters with 400 and sign-in with 401', async () => {
    expect((await get<{ message: string }>('/api/search', 400)).message).toMatch(/term/);
    expect((await get<{ message: string }>('/api/search?term=x&limit=500', 400)).message).toMatch(/limit/);
    expect((await get<{ message: string }>('/api/search?term=x&stateCodes=ZZ', 400)).message).toMatch(/stateCodes/);
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

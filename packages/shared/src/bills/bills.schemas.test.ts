import { describe, expect, it } from 'vitest';
import { billHistoryFeedQuerySchema, billListQuerySchema } from './bills.schemas';

describe('billListQuerySchema', () => {
  it('parses lists given comma-separated or repeated, booleans, dates and codes', () => {
    const query = billListQuerySchema.parse({
      subjects: ['1,2', '67'],
      types: 'hb,sb',
      parties: 'Democrat,R',
      textSearch: 'false',
      onlyCommitteeChairFiled: '1',
      dateFrom: '2025-01-01T00:00:00Z',
      stateCode: 'tx',
      sessionCode: 'most_recent',
    });
    expect(query).toMatchObject({
      page: 1,
      pageSize: 25,
      subjects: [1, 2, 67],
      types: ['HB', 'SB'],
      parties: ['D', 'R'],
      textSearch: false,
      onlyCommitteeChairFiled: true,
      dateFrom: '2025-01-01',
      stateCode: 'TX',
      sessionCode: { kind: 'mostRecent' },
    });
  });

  it('decodes the session once: a code (upper-cased) or a pseudo-session (any case) as its rule', () => {
    const session = (sessionCode: string) => billListQuerySchema.parse({ sessionCode }).sessionCode;
    expect(session('25r')).toEqual({ kind: 'code', sessionCode: '25R' });
    expect(session(' 892 ')).toEqual({ kind: 'code', sessionCode: '892' });
    expect(session('all_active')).toEqual({ kind: 'allActive' });
    expect(session('MOST_RECENT')).toEqual({ kind: 'mostRecent' });
    expect(session('Most_Recent_Regular')).toEqual({ kind: 'mostRecentRegular' });
    expect(billListQuerySchema.safeParse({ sessionCode: 'NOT_A_RULE' }).success).toBe(false);
  });

  it('decodes ALL (any case) once, to null: every state, as when stateCode is left out', () => {
    expect(billListQuerySchema.parse({ stateCode: 'all' }).stateCode).toBeNull();
    expect(billListQuerySchema.parse({ stateCode: ' ALL ' }).stateCode).toBeNull();
    expect(billListQuerySchema.parse({}).stateCode).toBeUndefined();
    expect(billHistoryFeedQuerySchema.parse({ stateCode: 'All' }).stateCode).toBeNull();
  });

  it.each([
    [{ pageSize: '101' }, 'pageSize can be at most 100'],
    [{ stateCode: 'ZZ' }, 'stateCode must be a two-letter state code or ALL'],
    [{ dateFrom: '2025-02-30' }, 'Use an ISO date such as 2025-06-30'],
    [{ dateFrom: '2025-03-01', dateTo: '2025-02-01' }, 'dateFrom must not be after dateTo'],
    [{ parties: 'X' }, 'Unknown party "X": use D, R, I, L or G'],
    [{ textSearch: 'yes' }, 'Use true or false'],
  ])('refuses %j with a message', (input, message) => {
    const result = billListQuerySchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });
});

describe('billHistoryFeedQuerySchema', () => {
  it('defaults to bills with history, 20 a page', () => {
    expect(billHistoryFeedQuerySchema.parse({})).toMatchObject({
      onlyWithHistory: true,
      onlyTrackedTags: false,
      limit: 20,
      page: 1,
    });
  });
});

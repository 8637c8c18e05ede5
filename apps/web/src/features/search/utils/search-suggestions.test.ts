import type { SearchResponse } from '@statehouse/shared/search/search.schemas';
import { toSuggestions } from './search-suggestions';

const links = {
  bill: (id: string) => `/bills/${id}`,
  member: (id: string) => `/members/${id}`,
  committee: (id: string) => `/committees/${id}`,
  statute: (id: string) => `/statutes/${id}`,
  regulation: (id: string) => `/regulations/${id}`,
};
const none = { items: [], total: 0 };

describe('toSuggestions', () => {
  it('labels statutes and regulations with one state prefix', () => {
    const reply: SearchResponse = {
      term: 'tax',
      page: 1,
      limit: 5,
      preferStateCode: null,
      bills: none,
      members: none,
      committees: none,
      statutes: {
        items: [
          {
            id: 1,
            stateCode: 'TX',
            code: 'TX Tax Code',
            section: '151.001',
            heading: 'Short title',
            snippet: null,
            rank: 1,
          },
        ],
        total: 1,
      },
      regulations: {
        items: [{ id: 2, stateCode: 'TX', code: '34 TAC', section: '3.286', heading: null, snippet: null, rank: 1 }],
        total: 1,
      },
    };
    expect(toSuggestions(reply, links).map((suggestion) => suggestion.label)).toEqual([
      'TX Tax Code § 151.001',
      'TX 34 TAC § 3.286',
    ]);
  });
});

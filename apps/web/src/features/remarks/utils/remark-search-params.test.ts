import { countRemarkFilters, readRemarkSearch, tagIdsOf } from './remark-search-params';

describe('readRemarkSearch', () => {
  it('keeps the values the API accepts', () => {
    const query = readRemarkSearch(
      new URLSearchParams(
        'q=hearing&stateCode=TX&sessionCode=892&tags=3,4&kind=account&author=me&sort=oldest&page=2&pageSize=50',
      ),
    );
    expect(query).toEqual({
      q: 'hearing',
      stateCode: 'TX',
      sessionCode: '892',
      tags: '3,4',
      kind: 'account',
      author: 'me',
      sort: 'oldest',
      page: '2',
      pageSize: '50',
    });
    expect(countRemarkFilters(query)).toBe(6);
    expect(tagIdsOf(query)).toEqual(['3', '4']);
  });

  it('drops values the API would refuse instead of failing the page', () => {
    const query = readRemarkSearch(
      new URLSearchParams('stateCode=ZZ&kind=secret&page=0&pageSize=30&tags=abc&sort=random&author=someone&q='),
    );
    expect(query).toEqual({});
    expect(countRemarkFilters(query)).toBe(0);
    expect(tagIdsOf(query)).toEqual([]);
  });
});

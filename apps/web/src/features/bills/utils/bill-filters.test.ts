import { ANY_SESSION, billFiltersToSearchParams, parseBillFilters, resolveBillQuery, withFilter } from './bill-filters';

const parse = (search: string) => parseBillFilters(new URLSearchParams(search));

describe('bill filters in the URL', () => {
  it('keeps "every state" as the picker writes it, ALL, though the schema decodes it to null', () => {
    const filters = parse('stateCode=all');
    expect(filters.stateCode).toBe('ALL');
    expect(billFiltersToSearchParams(filters).get('stateCode')).toBe('ALL');
    expect(parse('').stateCode).toBeUndefined();
  });

  it('keeps a pseudo-session as the picker writes it, though the schema decodes it to a rule', () => {
    const filters = parse('stateCode=ALL&sessionCode=most_recent');
    expect(filters.sessionCode).toBe('MOST_RECENT');
    expect(billFiltersToSearchParams(filters).toString()).toBe('stateCode=ALL&sessionCode=MOST_RECENT');
    expect(parse('stateCode=TX&sessionCode=892r').sessionCode).toBe('892R');
  });

  it('reads every filter with the API schema, lists as commas or repeats', () => {
    const filters = parse(
      'searchTerm=%22youth+camp%22&textSearch=true&stateCode=tx&sessionCode=892&subjects=60,15&types=hb&types=SJR' +
        '&parties=Democratic&authorName=Darby&statuteCode=Tax+Code&statuteSection=151.001&dateFrom=2025-08-01' +
        '&dateTo=2025-09-30&rerankProgress=1&onlyCommitteeChairFiled=true&sort=title&order=asc&page=3&pageSize=50',
    );
    expect(filters).toMatchObject({
      searchTerm: '"youth camp"',
      textSearch: true,
      stateCode: 'TX',
      sessionCode: '892',
      subjects: [60, 15],
      types: ['HB', 'SJR'],
      parties: ['D'],
      authorName: 'Darby',
      statuteCode: 'Tax Code',
      statuteSection: '151.001',
      dateFrom: '2025-08-01',
      dateTo: '2025-09-30',
      rerankProgress: true,
      onlyCommitteeChairFiled: true,
      sort: 'title',
      order: 'asc',
      page: 3,
      pageSize: 50,
      anySession: false,
    });
  });

  it('drops only the parameters the schema refuses', () => {
    const filters = parse(
      'stateCode=ZZ&pageSize=1000&subjects=abc&searchTerm=tax&dateFrom=2025-10-01&dateTo=2025-09-01',
    );
    expect(filters.stateCode).toBeUndefined();
    expect(filters.pageSize).toBe(25);
    expect(filters.subjects).toBeUndefined();
    expect(filters.dateFrom).toBeUndefined();
    expect(filters.dateTo).toBe('2025-09-01');
    expect(filters.searchTerm).toBe('tax');
  });

  it('writes filters back without defaults, so a parsed URL gives the same URL', () => {
    const search =
      'searchTerm=camp&stateCode=TX&sessionCode=any&subjects=60%2C15&types=HB&parties=D%2CR&dateFrom=2025-08-01&sort=title&page=2';
    const filters = parse(search);
    expect(filters.anySession).toBe(true);
    expect(billFiltersToSearchParams(filters).toString()).toBe(search);
    expect(billFiltersToSearchParams(parse('')).toString()).toBe('');
  });

  it('goes back to page 1 when a filter other than the page changes', () => {
    const filters = parse('page=4&searchTerm=tax');
    expect(withFilter(filters, { types: ['SB'] }).page).toBe(1);
    expect(withFilter(filters, { page: 5 }).page).toBe(5);
  });

  it('takes the state and session from the app when the URL names none', () => {
    const defaults = { stateCode: 'CO', sessionCode: '251' };
    expect(resolveBillQuery(parse(''), defaults).query).toMatchObject({ stateCode: 'CO', sessionCode: '251' });
    expect(resolveBillQuery(parse('stateCode=ALL'), defaults).query).toMatchObject({ sessionCode: 'ALL_ACTIVE' });
    expect(resolveBillQuery(parse(`sessionCode=${ANY_SESSION}`), defaults).query.sessionCode).toBeUndefined();
    expect(
      resolveBillQuery(parse(''), { stateCode: 'CO', sessionCode: undefined, isLoadingSessions: true }).ready,
    ).toBe(false);
    // Nor while the app is still choosing its state: the session to come is that state's.
    expect(
      resolveBillQuery(parse(''), { stateCode: undefined, sessionCode: undefined, isLoadingSessions: true }).ready,
    ).toBe(false);
  });

  it('chooses no session of its own: a state whose default the app does not know is asked for in every session', () => {
    const defaults = { stateCode: 'CO', sessionCode: '251' };
    // Only the server chooses a default session (GET /api/sessions' isDefault, which the app's picker holds).
    const other = resolveBillQuery(parse('stateCode=TX'), defaults);
    expect(other).toEqual({ query: expect.objectContaining({ stateCode: 'TX' }), ready: true });
    expect(other.query.sessionCode).toBeUndefined();
    const unknown = resolveBillQuery(parse(''), { stateCode: undefined, sessionCode: undefined });
    expect(unknown.query).toMatchObject({ stateCode: 'TX' });
    expect(unknown.query.sessionCode).toBeUndefined();
    // The app's state with no sessions listed by the server: no bills in any session, so none is named.
    expect(resolveBillQuery(parse(''), { stateCode: 'WY', sessionCode: undefined }).query.sessionCode).toBeUndefined();
  });
});

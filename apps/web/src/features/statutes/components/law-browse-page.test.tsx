import type { LawCodesReply, LawSearchReply, LawTreeReply } from '@statehouse/shared/statutes/statutes.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, json } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/render-with-router';
import { LawBrowsePage } from './law-browse-page';

const codes: LawCodesReply = {
  data: [
    {
      jurisdictionCode: 'DC',
      jurisdictionName: 'District of Columbia',
      code: 'DC Code',
      label: 'D.C. Code',
      sectionCount: 639,
    },
    { jurisdictionCode: 'TX', jurisdictionName: 'Texas', code: 'TX Tax Code', label: 'Tax Code', sectionCount: 259 },
  ],
};

const tree = (path: string): LawTreeReply =>
  path === ''
    ? {
        jurisdictionCode: 'TX',
        code: 'TX Tax Code',
        label: 'Tax Code',
        path: [],
        nodes: [{ level: 'title', num: '2', heading: 'STATE TAXATION', path: 'title:2', sectionCount: 259 }],
        sections: [],
      }
    : {
        jurisdictionCode: 'TX',
        code: 'TX Tax Code',
        label: 'Tax Code',
        path: [{ level: 'title', num: '2', heading: 'STATE TAXATION', path: 'title:2' }],
        nodes: [],
        sections: [{ id: 640, section: '151.001', variant: '', heading: 'SHORT TITLE.', label: 'Tax Code § 151.001' }],
      };

const searchReply: LawSearchReply = {
  data: [
    {
      id: 752,
      kind: 'statute',
      jurisdictionCode: 'TX',
      code: 'TX Tax Code',
      section: '151.314',
      variant: '',
      heading: 'FOOD AND FOOD PRODUCTS.',
      label: 'Tax Code § 151.314',
      citation: 'Tex. Tax Code Ann. § 151.314',
      hierarchy: [{ level: 'chapter', num: '151' }],
      snippet: '<mark>Food</mark> <mark>products</mark> for human consumption are exempted',
      rank: 0.9,
    },
  ],
  total: 1,
  page: 1,
  pageSize: 20,
  method: 'full-text',
  query: '"food products"',
  terms: [],
  answer: null,
  facets: {
    codes: [{ value: 'TX Tax Code', label: 'Tax Code', count: 1, jurisdictionCode: 'TX' }],
    titles: [{ value: '2', label: 'STATE TAXATION', count: 1 }],
    chapters: [{ value: '151', label: 'LIMITED SALES, EXCISE, AND USE TAX', count: 1 }],
    parts: [],
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('statutes page', () => {
  it('opens the tree of the state’s code and walks down it, keeping the place in the URL', async () => {
    const user = userEvent.setup();
    const calls = fakeApi({
      'GET /api/statutes/codes': codes,
      'GET /api/statutes/tree': ({ url }: { url: URL }) => tree(url.searchParams.get('path') ?? ''),
    });
    renderWithRouter(<LawBrowsePage kind="statute" defaultState="TX" />, { path: '/statutes', at: '/statutes' });
    expect(await screen.findByText('Browsing Tax Code (Texas), 259 sections')).toBeVisible();
    await user.click(await screen.findByRole('button', { name: /Title 2\. STATE TAXATION/ }));
    expect(await screen.findByRole('link', { name: 'Tax Code § 151.001' })).toHaveAttribute('href', '/statutes/640');
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('path=title%3A2');
    const treeCalls = calls.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/tree'));
    expect(treeCalls.at(-1)).toContain('code=TX+Tax+Code');
  });

  it('searches with the words in the URL and shows highlighted passages and facets', async () => {
    const user = userEvent.setup();
    const calls = fakeApi({ 'GET /api/statutes/codes': codes, 'GET /api/statutes/search': searchReply });
    const { router } = renderWithRouter(<LawBrowsePage kind="statute" defaultState="TX" />, {
      path: '/statutes',
      at: '/statutes?code=TX+Tax+Code',
    });
    const box = screen.getByRole('searchbox', { name: 'Words or question' });
    await user.type(box, '"food products"{Enter}');
    const hits = await screen.findByRole('list', { name: 'Sections found' });
    expect(within(hits).getByRole('link', { name: 'Tax Code § 151.314' })).toHaveAttribute('href', '/statutes/752');
    expect(within(hits).getAllByText('Food', { selector: 'mark' })).toHaveLength(1);
    expect(screen.getByText('1 statute section')).toBeVisible();
    // Below 1024 px (jsdom) the facets sit in the Filters sheet.
    await user.click(screen.getByRole('button', { name: /Filters/ }));
    expect(screen.getByRole('group', { name: 'Chapter' })).toHaveTextContent(
      '151. LIMITED SALES, EXCISE, AND USE TAX1',
    );
    const searched = new URL(String(calls.mock.calls.find(([input]) => String(input).includes('/search'))?.[0]));
    expect(searched.searchParams.get('query')).toBe('"food products"');
    expect(searched.searchParams.get('code')).toBe('TX Tax Code');
    await user.click(screen.getByRole('button', { name: /151\. LIMITED SALES/ }));
    // The open sheet hides the page from the accessibility tree: read the URL off the router.
    expect(router.state.location.search).toContain('chapter=151');
  });

  it('says why nothing matched', async () => {
    fakeApi({
      'GET /api/statutes/codes': codes,
      'GET /api/statutes/search': { ...searchReply, data: [], total: 0 },
    });
    renderWithRouter(<LawBrowsePage kind="statute" defaultState="TX" />, { path: '/statutes', at: '/statutes?q=zzz' });
    expect(await screen.findByText('No section matches')).toBeVisible();
    expect(screen.getByText(/Every word must appear in a section/)).toBeVisible();
  });

  it('goes to a citation, and offers the closest sections on a miss', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/statutes/codes': codes,
      'GET /api/statutes/tree': tree(''),
      'GET /api/statutes/Tax%20Code/151.0105': () =>
        json(
          {
            message: 'Tax Code § 151.0105 is not among the sections held; the closest are suggested',
            code: 'NOT_FOUND',
            details: {
              suggestions: [
                {
                  id: 663,
                  section: '151.0104',
                  variant: '',
                  heading: 'X',
                  label: 'Tax Code § 151.0104',
                  kind: 'statute',
                  code: 'TX Tax Code',
                  jurisdictionCode: 'TX',
                },
              ],
            },
          },
          404,
        ),
      'GET /api/statutes/27%20CFR/447.11': { id: 84, kind: 'regulation' },
    });
    renderWithRouter(<LawBrowsePage kind="statute" defaultState="TX" />, { path: '/statutes', at: '/statutes' });
    const citation = screen.getByRole('textbox', { name: 'Citation' });
    await user.type(citation, 'food{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Write a code and a section number, e.g. Tax Code 151.0101.',
    );
    await user.clear(citation);
    await user.type(citation, 'Tax Code § 151.0105{Enter}');
    const message = await screen.findByText(/is not among the sections held/);
    const alert = message.closest<HTMLElement>('[role="alert"]')!;
    expect(within(alert).getByRole('link', { name: 'Tax Code § 151.0104' })).toHaveAttribute('href', '/statutes/663');
    await user.clear(citation);
    await user.type(citation, '27 CFR 447.11{Enter}');
    // The lookup answers after the Enter: wait for the navigation, not only for the probe (there from the start).
    await waitFor(() => expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/regs/84'));
  });
});

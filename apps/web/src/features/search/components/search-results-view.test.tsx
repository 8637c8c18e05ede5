import type { SearchResponse } from '@statehouse/shared/search/search.schemas';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/render-with-router';
import { SearchResultsView } from './search-results-view';

configure({ asyncUtilTimeout: 5000 });

const reply: SearchResponse = {
  term: 'darby',
  page: 1,
  limit: 10,
  preferStateCode: null,
  bills: {
    items: [
      {
        id: 'TX-892-HB-1',
        stateCode: 'TX',
        sessionCode: '892',
        identifier: 'HB 1',
        title: 'Youth camps',
        status: 4,
        statusLabel: 'Passed',
        lastActionDate: null,
        snippet: 'By <mark>Darby</mark> &amp; others',
        rank: 1,
      },
    ],
    total: 1,
  },
  members: {
    items: [
      {
        id: 'ocd-person/1',
        stateCode: 'TX',
        name: 'Drew Darby',
        party: 'Republican',
        chamber: 'lower',
        district: '72',
        image: null,
        isCurrent: true,
      },
    ],
    total: 1,
  },
  committees: { items: [], total: 0 },
  statutes: {
    items: [
      { id: 7, stateCode: 'TX', code: 'Tax Code', section: '151.001', heading: 'Short title', snippet: null, rank: 1 },
    ],
    total: 1,
  },
  regulations: { items: [], total: 0 },
};

describe('SearchResultsView', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('groups the results by kind with counts and links to each page', async () => {
    const user = userEvent.setup();
    const fetchMock = fakeApi({ 'GET /api/search': reply });
    const onSearch = vi.fn();
    renderWithRouter(
      <SearchResultsView term="darby" page={1} onSearch={onSearch} onPage={() => {}} onPreferState={() => {}} />,
    );

    const bills = await screen.findByRole('region', { name: 'Bills (1)' });
    expect(within(bills).getByRole('link', { name: /TX HB 1/ })).toHaveAttribute('href', '/bills/TX-892-HB-1');
    expect(bills.querySelector('mark')).toHaveTextContent('Darby');
    expect(within(bills).getByRole('link', { name: 'Open in bill search' })).toHaveAttribute(
      'href',
      '/bills?searchTerm=darby&stateCode=ALL&sessionCode=any',
    );
    const members = screen.getByRole('region', { name: 'Members (1)' });
    expect(within(members).getByRole('link', { name: /Drew Darby/ })).toHaveAttribute(
      'href',
      '/members/ocd-person%2F1',
    );
    expect(screen.getByRole('region', { name: 'Committees (0)' })).toHaveTextContent('No committees match.');
    expect(within(screen.getByRole('region', { name: 'Statutes (1)' })).getByRole('link')).toHaveAttribute(
      'href',
      '/statutes/7',
    );
    expect(screen.getByRole('region', { name: 'Regulations (0)' })).toBeInTheDocument();
    expect(new URL(String(fetchMock.mock.calls[0]?.[0])).searchParams.get('term')).toBe('darby');

    const box = screen.getByRole('searchbox', { name: /Search bills, members/ });
    await user.clear(box);
    await user.type(box, 'camp{Enter}');
    expect(onSearch).toHaveBeenCalledWith('camp');
  });

  it('says "1 result" for one hit and names a statute without repeating its state', async () => {
    const one: SearchResponse = {
      ...reply,
      term: 'sales tax',
      bills: { items: [], total: 0 },
      members: { items: [], total: 0 },
      statutes: {
        items: [
          {
            id: 8,
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
    };
    fakeApi({ 'GET /api/search': one });
    renderWithRouter(
      <SearchResultsView term="sales tax" page={1} onSearch={() => {}} onPage={() => {}} onPreferState={() => {}} />,
    );

    expect(await screen.findByText('1 result for “sales tax”')).toBeInTheDocument();
    const statutes = screen.getByRole('region', { name: 'Statutes (1)' });
    expect(within(statutes).getByRole('link')).toHaveTextContent(/^TX Tax Code § 151\.001/);
    expect(statutes).not.toHaveTextContent('TX TX');
  });

  it('asks for the chosen state first, says how many results are from it, and switches to every state alike', async () => {
    const user = userEvent.setup();
    const preferred: SearchResponse = {
      ...reply,
      preferStateCode: 'TX',
      bills: { ...reply.bills, inPreferredState: 1 },
      members: { ...reply.members, inPreferredState: 1 },
      committees: { ...reply.committees, inPreferredState: 0 },
      statutes: { ...reply.statutes, inPreferredState: 0 },
      regulations: { ...reply.regulations, inPreferredState: 0 },
    };
    const fetchMock = fakeApi({ 'GET /api/search': preferred });
    const onPreferState = vi.fn();
    renderWithRouter(
      <SearchResultsView
        term="darby"
        page={1}
        preferStateCode="TX"
        appStateCode="TX"
        onSearch={() => {}}
        onPage={() => {}}
        onPreferState={onPreferState}
      />,
    );
    expect(await screen.findByTestId('state-order')).toHaveTextContent(
      'Texas results first (from Texas: 1 of 1 bills, 1 of 1 members, 0 of 1 statutes). Rank all states alike',
    );
    expect(new URL(String(fetchMock.mock.calls[0]?.[0])).searchParams.get('preferStateCode')).toBe('TX');
    await user.click(screen.getByRole('button', { name: 'Rank all states alike' }));
    expect(onPreferState).toHaveBeenCalledWith(undefined);
  });

  it('offers the chosen state back when every state ranks alike', async () => {
    const user = userEvent.setup();
    const fetchMock = fakeApi({ 'GET /api/search': reply });
    const onPreferState = vi.fn();
    renderWithRouter(
      <SearchResultsView
        term="darby"
        page={1}
        appStateCode="TX"
        onSearch={() => {}}
        onPage={() => {}}
        onPreferState={onPreferState}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Put Texas first' }));
    expect(onPreferState).toHaveBeenCalledWith('TX');
    expect(new URL(String(fetchMock.mock.calls[0]?.[0])).searchParams.has('preferStateCode')).toBe(false);
  });
});

import type { SearchResponse } from '@statehouse/shared/search/search.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { queryConfig } from '@/lib/query-client';
import { fakeApi } from '@/testing/fake-api';
import { GlobalSearch } from './global-search';

// The machine is shared: give queries time to settle under load.
configure({ asyncUtilTimeout: 5000 });

const reply = (term: string): SearchResponse => ({
  term,
  page: 1,
  limit: 5,
  preferStateCode: null,
  bills: {
    items: [
      {
        id: 'TX-892-HB-1',
        stateCode: 'TX',
        sessionCode: '892',
        identifier: 'HB 1',
        title: 'Relating to youth camp emergency plans',
        status: 4,
        statusLabel: 'Passed',
        lastActionDate: '2025-09-05',
        snippet: null,
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
  statutes: { items: [], total: 0 },
  regulations: { items: [], total: 0 },
});

function Where() {
  const location = useLocation();
  return <output aria-label="Location">{`${location.pathname}${location.search}`}</output>;
}

function renderSearch(stateCode?: string) {
  const queryClient = new QueryClient({
    defaultOptions: { ...queryConfig, queries: { ...queryConfig.queries, retry: false } },
  });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <GlobalSearch stateCode={stateCode} />
            <textarea aria-label="Notes" />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const location = () => screen.getByRole('status', { name: 'Location' }).textContent;
const searchCalls = (fetchMock: ReturnType<typeof fakeApi>) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input))).filter((url) => url.pathname === '/api/search');

describe('GlobalSearch', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('focuses on "/" and Ctrl+K, but "/" still types in other fields', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /api/search': ({ url }) => reply(url.searchParams.get('term') ?? '') });
    renderSearch();
    const box = screen.getByRole('combobox', { name: 'Search Statehouse' });

    await user.keyboard('/');
    expect(box).toHaveFocus();
    expect(box).toHaveValue('');

    const notes = screen.getByRole('textbox', { name: 'Notes' });
    await user.click(notes);
    await user.keyboard('a/b');
    expect(notes).toHaveValue('a/b');
    expect(notes).toHaveFocus();

    await user.keyboard('{Control>}k{/Control}');
    expect(box).toHaveFocus();
  });

  it('suggests after a pause in typing and opens the highlighted suggestion with Enter', async () => {
    const user = userEvent.setup();
    const fetchMock = fakeApi({ 'GET /api/search': ({ url }) => reply(url.searchParams.get('term') ?? '') });
    renderSearch();

    await user.keyboard('/');
    await user.keyboard('youth camp');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    await within(list).findByRole('option', { name: /HB 1/ });
    // Debounced: one request for the whole phrase, not one per key.
    expect(searchCalls(fetchMock).map((url) => url.searchParams.get('term'))).toEqual(['youth camp']);

    const box = screen.getByRole('combobox', { name: 'Search Statehouse' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    const bill = within(list).getByRole('option', { name: /HB 1/ });
    expect(bill).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', bill.id);
    await user.keyboard('{ArrowDown}');
    expect(within(list).getByRole('option', { name: /Drew Darby/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(location()).toBe('/bills/TX-892-HB-1'));
    expect(box).toHaveValue('');
  });

  it('goes to /search-results with the term on Enter, and Escape closes the list', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /api/search': ({ url }) => reply(url.searchParams.get('term') ?? '') });
    renderSearch();
    const box = screen.getByRole('combobox', { name: 'Search Statehouse' });

    await user.click(box);
    await user.keyboard('property tax');
    expect(await screen.findByRole('option', { name: 'All results for “property tax”' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/search-results?term=property+tax'));
  });

  it('ranks the chosen state first, says so, and carries it to all results', async () => {
    const user = userEvent.setup();
    const fetchMock = fakeApi({
      'GET /api/search': ({ url }) => ({ ...reply(url.searchParams.get('term') ?? ''), preferStateCode: 'TX' }),
    });
    renderSearch('TX');
    await user.keyboard('/');
    await user.keyboard('property tax');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    await within(list).findByRole('option', { name: /HB 1/ });
    expect(searchCalls(fetchMock).map((url) => url.searchParams.get('preferStateCode'))).toEqual(['TX']);
    expect(await screen.findByText('Texas first')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/search-results?term=property+tax&prefer=TX'));
  });

  it('ranks every state alike when the app shows all states', async () => {
    const user = userEvent.setup();
    const fetchMock = fakeApi({ 'GET /api/search': ({ url }) => reply(url.searchParams.get('term') ?? '') });
    renderSearch('ALL');
    await user.keyboard('/');
    await user.keyboard('property tax');
    await within(await screen.findByRole('listbox', { name: 'Suggestions' })).findByRole('option', { name: /HB 1/ });
    expect(searchCalls(fetchMock).every((url) => !url.searchParams.has('preferStateCode'))).toBe(true);
  });
});

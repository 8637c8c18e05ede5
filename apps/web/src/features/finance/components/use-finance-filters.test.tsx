import { CAMPAIGN_FINANCE_DEFAULT_LIMIT } from '@statehouse/shared/finance/finance.schemas';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useFinanceFilters } from './use-finance-filters';

let finance: ReturnType<typeof useFinanceFilters> | undefined;

function Page() {
  finance = useFinanceFilters();
  return <output>{JSON.stringify(finance.filters)}</output>;
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/finance', element: <Page /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

const shown = () => JSON.parse(screen.getByRole('status').textContent ?? '');
const empty = {
  search: '',
  filerName: '',
  contributorOrganization: '',
  contributorFirstName: '',
  contributorLastName: '',
  stateCode: '',
  contributorState: '',
  year: '',
  minAmount: '',
  maxAmount: '',
  isLobbyist: '',
  isMember: '',
  sortBy: 'date',
  sortOrder: 'desc',
  page: 1,
  limit: CAMPAIGN_FINANCE_DEFAULT_LIMIT,
};

describe('the campaign-finance filters in the URL', () => {
  it('reads every filter under the API’s own name', () => {
    renderAt(
      '/finance?search=+pfizer+&stateCode=mn&contributorState=wi&year=2022&minAmount=100&isLobbyist=true&sortBy=amount&sortOrder=asc&page=2&limit=50',
    );
    expect(shown()).toEqual({
      ...empty,
      search: 'pfizer',
      stateCode: 'MN',
      contributorState: 'WI',
      year: '2022',
      minAmount: '100',
      isLobbyist: 'true',
      sortBy: 'amount',
      sortOrder: 'asc',
      page: 2,
      limit: 50,
    });
  });

  it('drops malformed values instead of failing the search', () => {
    renderAt('/finance?stateCode=Minnesota&year=22&minAmount=lots&isMember=maybe&sortBy=height&sortOrder=up&page=x');
    expect(shown()).toEqual(empty);
  });

  it('writes a change under its name and starts over at page 1; clearing removes the filters', async () => {
    const router = renderAt('/finance?year=2022&page=3');
    await act(async () => finance?.update({ stateCode: 'US' }));
    expect(router.state.location.search).toBe('?year=2022&stateCode=US');
    await act(async () => finance?.clearAll());
    expect(router.state.location.search).toBe('');
  });
});

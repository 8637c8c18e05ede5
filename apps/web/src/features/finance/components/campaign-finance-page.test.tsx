import type {
  CampaignFinanceReply,
  CampaignFinanceRow,
  CampaignFinanceSummary,
} from '@statehouse/shared/finance/finance.schemas';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/render-with-router';
import { CampaignFinancePage } from './campaign-finance-page';

configure({ asyncUtilTimeout: 5000 });

// Shaped like the API's answers on the sample: James DeMay (an SD-registered Pfizer lobbyist) giving to a MN caucus.
const row = (overrides: Partial<CampaignFinanceRow> = {}): CampaignFinanceRow => ({
  id: 1591,
  filerId: 3,
  source: 'mn-cfb',
  jurisdictionCode: 'MN',
  contributorName: 'DeMay, James J',
  contributorFirstName: 'James J',
  contributorLastName: 'DeMay',
  contributorOrganization: null,
  contributorType: 'lobbyist',
  contributorCity: null,
  contributorState: null,
  contributorZip: '94965',
  contributorEmployer: 'Pfizer, Inc.',
  contributorOccupation: null,
  amount: '250.00',
  receivedOn: '2022-12-13',
  year: 2022,
  isInKind: false,
  inKindDescription: null,
  isMemo: false,
  receiptType: 'Contribution',
  recipient: {
    filerId: 3,
    name: 'DFL House Caucus',
    filerType: 'party unit',
    registrationNumber: '20006',
    member: null,
  },
  isLobbyist: true,
  lobbyist: { id: 5794, name: 'James DeMay' },
  contributorMember: null,
  company: { id: 42, name: 'Pfizer Inc.', via: 'employer' },
  ...overrides,
});
const summaryOf = (overrides: Partial<CampaignFinanceSummary> = {}): CampaignFinanceSummary => ({
  totals: { count: 2, amount: 750, memoCount: 0 },
  byMonth: [{ month: '2022-12', count: 2, amount: 750 }],
  byRecipient: [{ filerId: 3, name: 'DFL House Caucus', member: null, count: 1, amount: 250 }],
  statesWithData: [
    { stateCode: 'MN', name: 'Minnesota', contributions: 7561 },
    { stateCode: 'US', name: 'Federal (FEC)', contributions: 2445 },
  ],
  ...overrides,
});

describe('CampaignFinancePage', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows totals and rows with links to the lobbyist, the company and a legislator', async () => {
    const rows = [
      row(),
      row({
        id: 9,
        contributorName: 'Rehrauer for House',
        contributorType: 'candidate committee',
        isLobbyist: false,
        lobbyist: null,
        company: null,
        contributorMember: { id: 'ocd-person/ecea', name: 'Kari Rehrauer' },
        amount: '500.00',
      }),
    ];
    const fetchMock = fakeApi({
      'GET /api/finance/campaign-finance': { data: rows, total: 2, page: 1, limit: 25 } satisfies CampaignFinanceReply,
      'GET /api/finance/campaign-finance/summary': summaryOf(),
    });
    renderWithRouter(<CampaignFinancePage />, {
      path: '/campaign-finance',
      at: '/campaign-finance?contributorLastName=DeMay',
    });

    expect(await screen.findByTestId('total-amount')).toHaveTextContent('$750.00');
    expect(screen.getByTestId('total-count')).toHaveTextContent('2');
    const table = screen.getByRole('table', { name: 'Contributions' });
    expect(within(table).getAllByTestId('contribution-row')).toHaveLength(2);
    expect(within(table).getByRole('link', { name: 'Lobbyist: James DeMay' })).toHaveAttribute(
      'href',
      '/lobby/lobbyist/5794',
    );
    expect(within(table).getByRole('link', { name: 'Employer: Pfizer Inc.' })).toHaveAttribute(
      'href',
      '/lobby/company/42',
    );
    expect(within(table).getByRole('link', { name: 'Rehrauer for House' })).toHaveAttribute(
      'href',
      '/members/ocd-person%2Fecea',
    );
    // The URL's filter reached the API under its own name.
    const listCall = fetchMock.mock.calls
      .map(([input]) => new URL(String(input)))
      .find((url) => url.pathname === '/api/finance/campaign-finance');
    expect(listCall?.searchParams.get('contributorLastName')).toBe('DeMay');
    await userEvent.setup().click(screen.getByRole('button', { name: /Filters/ }));
    expect(await screen.findByLabelText('Contributor last name')).toHaveValue('DeMay');
  });

  it('puts filters, sorting and paging in the URL', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/finance/campaign-finance': { data: [row()], total: 60, page: 1, limit: 25 },
      'GET /api/finance/campaign-finance/summary': summaryOf(),
    });
    renderWithRouter(<CampaignFinancePage />, { path: '/campaign-finance' });
    await screen.findByRole('table', { name: 'Contributions' });
    // Below 1024 px (jsdom) the filters are behind a button.
    await user.click(screen.getByRole('button', { name: /Filters/ }));
    await user.type(screen.getByLabelText('Contributor organization or employer'), 'Pfizer');
    await user.type(screen.getByLabelText('Min $'), '200');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await user.selectOptions(screen.getByLabelText('Lobbyists'), 'true');
    await user.keyboard('{Escape}');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'amount');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const location = screen.getByRole('status', { name: 'Location' }).textContent ?? '';
    const params = new URL(location, 'http://x').searchParams;
    expect(Object.fromEntries(params)).toEqual({
      contributorOrganization: 'Pfizer',
      minAmount: '200',
      isLobbyist: 'true',
      sortBy: 'amount',
      sortOrder: 'desc',
      page: '2',
    });
  });

  it('says which states have data when the chosen one has none', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/finance/campaign-finance': { data: [], total: 0, page: 1, limit: 25 },
      'GET /api/finance/campaign-finance/summary': summaryOf({
        totals: { count: 0, amount: 0, memoCount: 0 },
        byMonth: [],
        byRecipient: [],
      }),
    });
    renderWithRouter(<CampaignFinancePage />, { path: '/campaign-finance', at: '/campaign-finance?stateCode=TX' });
    expect(await screen.findByText('No campaign-finance filings for Texas')).toBeInTheDocument();
    expect(
      screen.getByText(/The data covers Minnesota \(7,561 contributions\) and Federal \(FEC\)/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show Minnesota' }));
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/campaign-finance?stateCode=MN');
  });
});

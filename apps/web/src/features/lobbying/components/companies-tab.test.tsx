import type { CompanyListReply } from '@statehouse/shared/companies/companies.schemas';
import { configure, screen } from '@testing-library/react';
import { fakeApi } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/render-with-router';
import { CompaniesTab } from './companies-tab';
import { useLobbyFilters } from './use-lobby-filters';

configure({ asyncUtilTimeout: 5000 });

// Real shape: American Heart Association is based in Texas and lobbies in South Dakota; no Texas registrations exist.
const heart: CompanyListReply['data'][number] = {
  id: 153,
  name: 'American Heart Association',
  state: 'TX',
  accountOwned: false,
  jurisdictions: ['SD'],
  aliasCount: 1,
  registrationCount: 5,
  lobbyistCount: 4,
  firstYear: 2021,
  lastYear: 2024,
  contributionCount: 0,
  contributionTotal: 0,
};

const analytics = (stateCode: string | null, statesWithData: string[]) => ({
  kind: 'companies',
  stateCode,
  year: null,
  years: [],
  statesWithData,
  totals: { registrations: 0, lobbyists: 0, clients: 0, firms: 0 },
  trend: [],
  top: [],
  subjects: [],
});

function Tab() {
  const lobby = useLobbyFilters();
  return <CompaniesTab lobby={lobby} states={[{ id: 'TX', name: 'Texas' }]} />;
}

describe('CompaniesTab', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says a state without lobbying data has none, and which states have it, above the companies based there', async () => {
    fakeApi({
      'GET /api/companies': { data: [heart], total: 1, page: 1, limit: 25 },
      'GET /api/lobby-analytics/companies': analytics('TX', ['SD']),
    });
    renderWithRouter(<Tab />, { path: '/lobby', at: '/lobby?tab=companies&state=TX' });
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(
      'The data holds no lobbyist registrations for Texas; it has lobbyist registrations for South Dakota.',
    );
    expect(note).toHaveTextContent('Listed: companies based in Texas or giving there.');
    expect(screen.getByRole('button', { name: 'Show South Dakota' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'American Heart Association' })).toHaveAttribute(
      'href',
      '/lobby/company/153',
    );
  });

  it('adds no note where the state has lobbying data', async () => {
    fakeApi({
      'GET /api/companies': { data: [heart], total: 1, page: 1, limit: 25 },
      'GET /api/lobby-analytics/companies': analytics('SD', ['SD']),
    });
    renderWithRouter(<Tab />, { path: '/lobby', at: '/lobby?tab=companies&state=SD' });
    expect(await screen.findByRole('link', { name: 'American Heart Association' })).toBeInTheDocument();
    // The analytics reply (which names the states with data) has arrived.
    expect(await screen.findByText('No registrations in this scope.')).toBeInTheDocument();
    expect(screen.queryByRole('note')).toBeNull();
  });
});

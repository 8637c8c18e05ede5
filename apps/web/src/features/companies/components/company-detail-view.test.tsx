import type { CompanyDetail } from '@statehouse/shared/companies/companies.schemas';
import type { CompanyContributionsReply } from '@statehouse/shared/finance/finance.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/render-with-router';
import { ContributionsList, contributionSearchPath } from './company-contributions';
import { BillsOfInterest, CompanyDetailView } from './company-detail-view';
import { CompanySummaryPanel } from './company-summary-form';

// POET LLC as GET /api/companies/{id} answers on the sample (SD registrations, MN CFB contributions).
const poet: CompanyDetail = {
  id: 42,
  name: 'POET LLC',
  normalizedName: 'poet',
  state: 'SD',
  website: null,
  industry: null,
  description: '',
  keywords: [],
  accountOwned: false,
  jurisdictions: ['MN', 'SD'],
  aliases: [
    {
      id: 1,
      name: 'POET LLC',
      normalizedName: 'poet',
      sourceKind: 'lobby_client',
      sourceRef: '8167',
      jurisdictionCode: 'SD',
      recordCount: 3,
      source: 'SD lobbyist registrations, client 8167, 2024',
    },
    {
      id: 2,
      name: 'Poet LLC, CEO',
      normalizedName: 'poet',
      sourceKind: 'contributor_employer',
      sourceRef: 'MN:poet',
      jurisdictionCode: 'MN',
      recordCount: 1,
      source: 'MN contributions from people who name it as employer, 2022',
    },
  ],
  lobbying: [
    {
      year: 2024,
      stateCode: 'SD',
      registrationCount: 3,
      lobbyists: [
        { id: 7, name: 'Joshua Shields' },
        { id: 8, name: 'Michael Walz' },
      ],
      firms: [],
      subjects: ['Biofuels, Energy, Agriculture'],
    },
  ],
  contributionCount: 2,
  contributionTotal: 75_000,
};

afterEach(() => vi.unstubAllGlobals());

describe('CompanyDetailView', () => {
  it('shows the company, its lobbyists by year linked to their pages, and its names with sources', async () => {
    renderWithRouter(
      <CompanyDetailView
        company={poet}
        contributions={<p>contributions</p>}
        bills={<p>bills</p>}
        summary={<p>summary</p>}
      />,
      {
        path: '/lobby/company/:id',
        at: '/lobby/company/42',
      },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'POET LLC' })).toBeInTheDocument();
    expect(
      screen.getByText(
        /Based in South Dakota · Seen in MN, SD · 3 lobbyist registrations · 2 contributions \(\$75,000\)/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Joshua Shields' })).toHaveAttribute('href', '/lobby/lobbyist/7');
    expect(screen.getByText('None named (lobbyists registered directly)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Names and sources (2)' }));
    const table = screen.getByRole('table', { name: /Names the company appears under/ });
    expect(within(table).getByText('SD lobbyist registrations, client 8167, 2024')).toBeInTheDocument();
    expect(within(table).getByText('Contributors’ employer')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/lobby/company/42?tab=names');
  });

  it('says why a company has no lobbying, and shows skeletons while loading', () => {
    const { unmount } = renderWithRouter(<CompanyDetailView company={{ ...poet, lobbying: [] }} />);
    expect(screen.getByText('No lobbyist registrations')).toBeInTheDocument();
    unmount();
    renderWithRouter(<CompanyDetailView company={undefined} />);
    expect(screen.getByRole('status', { name: 'Loading company' })).toBeInTheDocument();
  });
});

describe('BillsOfInterest', () => {
  it('lists bills with their reasons, or the server’s reason for none', () => {
    const { unmount } = renderWithRouter(
      <BillsOfInterest
        name="POET LLC"
        companyId={17}
        message={null}
        bills={[
          {
            billId: 'SD-24R-SB-90',
            stateCode: 'SD',
            identifier: 'SB 90',
            title: 'revise provisions related to ethanol',
            sessionCode: '24R',
            lastActionDate: '2024-03-01',
            score: 0.5,
            reasons: ['Matches what it lobbies on: “Biofuels, Energy, Agriculture”'],
          },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'SD SB 90' })).toHaveAttribute('href', '/bills/SD-24R-SB-90');
    expect(screen.getByText('Matches what it lobbies on: “Biofuels, Energy, Agriculture”')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Export/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search all South Dakota bills ranked for POET LLC' })).toHaveAttribute(
      'href',
      '/bills?stateCode=SD&rerankCompanyId=17',
    );
    unmount();
    renderWithRouter(
      <BillsOfInterest
        name="X"
        bills={[]}
        message="No bill in TX matches what X lobbies on, its keywords or its name."
      />,
    );
    expect(screen.getByText('No bill in TX matches what X lobbies on, its keywords or its name.')).toBeInTheDocument();
  });
});

describe('ContributionsList', () => {
  const row = {
    id: 5,
    filerId: 9,
    contributorName: 'POET LLC',
    contributorType: 'other',
    contributorState: null,
    contributorZip: null,
    contributorEmployer: null,
    amount: '50000.00',
    receivedOn: '2022-10-03',
    year: 2022,
    isInKind: false,
    isMemo: false,
    source: 'mn-cfb',
    jurisdictionCode: 'MN',
    contributorFirstName: null,
    contributorLastName: null,
    contributorOrganization: 'POET LLC',
    contributorCity: null,
    contributorOccupation: null,
    receiptType: 'Contribution',
    inKindDescription: null,
    recipient: {
      filerId: 9,
      name: 'MN Senate Republican Caucus',
      filerType: 'caucus',
      registrationNumber: '1',
      member: null,
    },
    isLobbyist: false,
    lobbyist: null,
    contributorMember: null,
    company: { id: 42, name: 'POET LLC', via: 'organization' },
  } as unknown as CompanyContributionsReply['data'][number];

  it('links each contribution to the campaign-finance search for it, and says why there are none', () => {
    expect(contributionSearchPath(row)).toBe(
      '/campaign-finance?stateCode=MN&filerName=MN+Senate+Republican+Caucus&search=POET+LLC&year=2022',
    );
    const reply = {
      company: { id: 42, name: 'POET LLC' },
      aliases: [],
      data: [row],
      total: 1,
      amount: 50_000,
      byYear: [{ year: 2022, count: 1, amount: 50_000 }],
      page: 1,
      limit: 25,
    };
    const { unmount } = renderWithRouter(<ContributionsList reply={reply} page={1} onPage={() => {}} />);
    expect(screen.getByText('1 contribution, $50,000 in all (2022: $50,000).')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'MN Senate Republican Caucus' })).toHaveAttribute(
      'href',
      contributionSearchPath(row),
    );
    unmount();
    renderWithRouter(
      <ContributionsList reply={{ ...reply, data: [], total: 0, amount: 0, byYear: [] }} page={1} onPage={() => {}} />,
    );
    expect(screen.getByText('No contributions found')).toBeInTheDocument();
  });

  it('marks FEC memo entries as listed but not counted', () => {
    const memo = { ...row, id: 6, isMemo: true, source: 'fec' as const, jurisdictionCode: 'US', amount: '500.00' };
    const reply = {
      company: { id: 42, name: 'POET LLC' },
      aliases: [],
      data: [memo],
      total: 1,
      amount: 0,
      byYear: [],
      page: 1,
      limit: 25,
    };
    renderWithRouter(<ContributionsList reply={reply} page={1} onPage={() => {}} />);
    expect(
      screen.getByText(/1 contribution, \$0 in all\. FEC memo entries .* are listed but not counted\./),
    ).toBeInTheDocument();
    expect(screen.getByText('memo, not counted')).toBeInTheDocument();
  });
});

describe('CompanySummaryPanel', () => {
  it('loads the account’s summary and saves a change', async () => {
    const saved: unknown[] = [];
    fakeApi({
      'GET /api/account-company-summary/42': { summary: null },
      'POST /api/account-company-summary': ({ body }: { body: unknown }) => {
        saved.push(body);
        return {
          companyId: 42,
          companyName: 'POET LLC',
          position: 'ally',
          priority: 'high',
          notes: 'Backs E15',
          updatedBy: 'Dana Demo',
          updatedAt: '2026-11-25T00:00:00.000Z',
        };
      },
    });
    renderWithRouter(<CompanySummaryPanel companyId={42} />);
    const position = await screen.findByRole('combobox', { name: 'Position' });
    await userEvent.selectOptions(position, 'ally');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Priority' }), 'high');
    await userEvent.type(screen.getByRole('textbox', { name: 'Notes' }), 'Backs E15');
    await userEvent.click(screen.getByRole('button', { name: 'Save summary' }));
    await waitFor(() =>
      expect(saved).toEqual([{ companyId: 42, position: 'ally', priority: 'high', notes: 'Backs E15' }]),
    );
    expect(await screen.findByText(/Last changed by Dana Demo/)).toBeInTheDocument();
  });
});

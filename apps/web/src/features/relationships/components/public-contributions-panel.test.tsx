import type { PublicContributionsReply } from '@statehouse/shared/relationships/relationships.schemas';
import { configure, screen } from '@testing-library/react';
import { fakeApi } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/render-with-router';
import { PublicContributionsPanel } from './public-contributions-panel';

configure({ asyncUtilTimeout: 5000 });

const MEMBER = 'ocd-person/ecea4720';
const PATH = `/api/relationships/${encodeURIComponent(MEMBER)}/public-contributions`;
const base: PublicContributionsReply = {
  member: { id: MEMBER, name: 'Kari Rehrauer', stateCode: 'MN' },
  filers: [
    {
      id: 8,
      name: 'Rehrauer, Kari House Committee',
      candidateName: 'Rehrauer, Kari',
      office: 'House',
      district: '35B',
      registrationNumber: '18829',
      source: 'mn-cfb',
    },
  ],
  data: [],
  total: 0,
  totalAmount: 0,
  message: 'The campaign-finance data holds no itemized contributions to Rehrauer, Kari House Committee.',
};

describe('PublicContributionsPanel', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names the matched committee and the server’s reason when there are no contributions', async () => {
    fakeApi({ [`GET ${PATH}`]: base });
    renderWithRouter(<PublicContributionsPanel memberId={MEMBER} />);
    expect(await screen.findByText(base.message!)).toBeInTheDocument();
    expect(screen.getByText('Matched committees: Rehrauer, Kari House Committee (House 35B)')).toBeInTheDocument();
  });

  it('lists contributions with the total', async () => {
    fakeApi({
      [`GET ${PATH}`]: {
        ...base,
        message: null,
        total: 2,
        totalAmount: 1250,
        data: [
          {
            id: 2,
            contributorName: 'Local 49 PAC',
            contributorType: 'committee',
            contributorEmployer: null,
            contributorCity: null,
            contributorState: 'MN',
            amount: 1000,
            receivedOn: '2024-06-15',
            filerId: 8,
          },
          {
            id: 1,
            contributorName: 'Doe, Jane',
            contributorType: 'individual',
            contributorEmployer: 'Acme',
            contributorCity: null,
            contributorState: 'MN',
            amount: 250,
            receivedOn: '2024-03-01',
            filerId: 8,
          },
        ],
      },
    });
    renderWithRouter(<PublicContributionsPanel memberId={MEMBER} />);
    expect(await screen.findByText('2 contributions, $1,250 in all.')).toBeInTheDocument();
    const rows = screen.getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Jun 15, 2024Local 49 PAC$1,000');
    expect(rows[2]).toHaveTextContent('Mar 1, 2024Doe, Jane · Acme$250');
  });
});

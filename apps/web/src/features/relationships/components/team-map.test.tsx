import type { LegislatorRelationshipsReply } from '@statehouse/shared/relationships/relationships.schemas';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/render-with-router';
import { TeamMap } from './team-map';

configure({ asyncUtilTimeout: 5000 });

const reply: LegislatorRelationshipsReply = {
  data: [
    {
      memberId: 'ocd-person/1',
      name: 'Judy Amabile',
      party: 'Democratic',
      chamber: 'upper',
      district: '18',
      strongest: 5,
      lastContactAt: '2026-11-20T12:00:00.000Z',
      relationships: [
        {
          id: 1,
          user: { id: 2, name: 'Rita Rapport' },
          memberId: 'ocd-person/1',
          staff: null,
          strength: 5,
          notes: '',
          lastContactAt: '2026-11-20T12:00:00.000Z',
          createdAt: '2026-11-20T12:00:00.000Z',
          updatedAt: '2026-11-20T12:00:00.000Z',
        },
      ],
    },
    {
      memberId: 'ocd-person/2',
      name: 'Mark Baisley',
      party: 'Republican',
      chamber: 'upper',
      district: '4',
      strongest: null,
      lastContactAt: null,
      relationships: [],
    },
  ],
  total: 100,
  known: 1,
  page: 1,
  pageSize: 50,
};

describe('TeamMap', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the legislators with who knows them and keeps the sort and filter in the URL', async () => {
    const user = userEvent.setup();
    const fetchMock = fakeApi({ 'GET /api/relationships/legislators': reply });
    renderWithRouter(<TeamMap stateCode="CO" />, { path: '/map', at: '/map' });
    const list = await screen.findByRole('list', { name: 'Legislators and who knows them' });
    const [amabile, baisley] = within(list).getAllByRole('listitem');
    expect(amabile).toHaveTextContent('Rita Rapport (5/5)');
    expect(amabile).toHaveTextContent('Strongest: Close · last contact Nov 20, 2026');
    expect(baisley).toHaveTextContent('Nobody recorded');
    expect(screen.getByText('Your team knows 1 of these 100 legislators.')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Sort by'), 'strength');
    await user.click(screen.getByRole('checkbox', { name: 'Only legislators someone knows' }));
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/map?sort=strength&known=true');
    const lastUrl = new URL(String(fetchMock.mock.calls.at(-1)?.[0]));
    expect(Object.fromEntries(lastUrl.searchParams)).toMatchObject({
      stateCode: 'CO',
      sort: 'strength',
      knownOnly: 'true',
      page: '1',
    });
  });
});

import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, json } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/render-with-router';
import { memberDetail } from '../testing/member-fixtures';
import { MemberDetailView } from './member-detail-view';

configure({ asyncUtilTimeout: 5000 });

describe('MemberDetailView', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the profile, committees linking /committees/:id, bills linking /bills/:id and the voting record', async () => {
    const user = userEvent.setup();
    const fetchMock = fakeApi({ 'GET /api/members/ocd-person%2Fmeyer': memberDetail() });
    renderWithRouter(<MemberDetailView memberId="ocd-person/meyer" team={<p>Team slot</p>} />, {
      path: '/members/:id',
      at: '/members/ocd-person%2Fmeyer',
    });
    expect(await screen.findByRole('heading', { level: 1, name: /Morgan Meyer/ })).toBeInTheDocument();
    expect(screen.getByText(/Texas · House · District 108 · Republican/)).toBeInTheDocument();
    expect(screen.getByText('512-463-0367')).toBeInTheDocument();
    const requested = new URL(String(fetchMock.mock.calls[0]?.[0]));
    expect(requested.searchParams.get('includeSponsoredBills')).toBe('true');

    await user.click(screen.getByRole('tab', { name: /Committees/ }));
    expect(screen.getByRole('link', { name: 'Ways and Means' })).toHaveAttribute(
      'href',
      '/committees/ocd-organization%2Fways',
    );

    await user.click(screen.getByRole('tab', { name: /Bills/ }));
    const sponsored = screen.getByRole('region', { name: /Sponsored/ });
    expect(within(sponsored).getByRole('link', { name: 'HB 1' })).toHaveAttribute('href', '/bills/TX-892-HB-1');
    expect(within(sponsored).getByText(/cosponsor/)).toBeInTheDocument();
    expect(screen.getByText('No bills with this member as primary sponsor in the data.')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /Votes/ }));
    expect(screen.getByText('75%')).toBeInTheDocument();
    expect(screen.getByText('80%')).toBeInTheDocument();
    expect(screen.getByText('4 of 5 party-line votes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'HB 1001' })).toHaveAttribute('href', '/bills/CO-251-HB-1001');
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('?tab=votes');

    await user.click(screen.getByRole('tab', { name: /Team/ }));
    expect(screen.getByText('Team slot')).toBeInTheDocument();
  });

  it('says plainly when the member does not exist', async () => {
    fakeApi({
      'GET /api/members/ocd-person%2Fgone': () => json({ message: 'Member ocd-person/gone was not found' }, 404),
    });
    renderWithRouter(<MemberDetailView memberId="ocd-person/gone" team={null} />);
    expect(await screen.findByRole('heading', { name: 'Member not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All members' })).toHaveAttribute('href', '/members');
  });
});

import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@/components/ui/toaster';
import { fakeApi } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/render-with-router';
import { autoTrackMatch, matchesReply } from '../testing/match-fixtures';
import { MatchesList } from './matches-list';

configure({ asyncUtilTimeout: 5000 });

describe('MatchesList', { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each match with its score and one-line explanation; approves with undo and rejects with a reason', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = fakeApi({
      'GET /api/autotracked-bills/matches': () => matchesReply([autoTrackMatch()]),
      'GET /api/auto-track-states/status': {
        data: [
          {
            stateCode: 'TX',
            billsTotal: 692,
            billsScanned: 692,
            matches: 1,
            lastRunAt: '2026-12-06T10:00:00.000Z',
            running: false,
            status: 'done',
            error: null,
          },
        ],
      },
      'POST /api/autotracked-bills/TX-892-HB-1/approve': {
        match: autoTrackMatch({ outcome: 'approved' }),
        billTagId: 9,
      },
      'POST /api/autotracked-bills/TX-892-HB-1/reject': {
        match: autoTrackMatch({ outcome: 'rejected' }),
        billTagId: null,
      },
    });
    renderWithRouter(
      <>
        <MatchesList canDecide canStart />
        <Toaster />
      </>,
      { path: '/auto-tracked-bills' },
    );
    const list = await screen.findByRole('list', { name: 'Matches' });
    const row = within(list).getByRole('listitem');
    expect(within(row).getByRole('link', { name: 'TX HB 1' })).toHaveAttribute(
      'href',
      '/auto-tracked-bills/TX-892-HB-1',
    );
    expect(within(row).getByRole('meter', { name: 'Score' })).toHaveAttribute('aria-valuenow', '82');
    expect(row).toHaveTextContent('High priority');
    expect(row).toHaveTextContent('Matched keywords “youth camp”; subjects Emergency Management');
    expect(screen.getByText('1 waiting match')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Approve TX HB 1' }));
    expect(await screen.findByText('TX-892-HB-1 approved and tracked')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Reject TX HB 1' }));
    const reason = screen.getByLabelText('Reason for rejecting');
    expect(screen.getByRole('button', { name: 'Reject' })).toBeDisabled();
    await user.type(reason, 'Not our camps');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('TX-892-HB-1 rejected')).toBeInTheDocument();
    const rejectCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/reject'));
    expect(JSON.parse(String((rejectCall?.[1] as RequestInit | undefined)?.body))).toEqual({ reason: 'Not our camps' });
  });

  it('says why nothing is listed and where to go next', async () => {
    fakeApi({
      'GET /api/autotracked-bills/matches': () => matchesReply([]),
      'GET /api/auto-track-states/status': { data: [] },
    });
    renderWithRouter(<MatchesList canDecide canStart={false} />, { path: '/auto-tracked-bills' });
    expect(await screen.findByText('No bills waiting for you')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the setup wizard' })).toHaveAttribute('href', '/init-setup-wizard');
  });
});

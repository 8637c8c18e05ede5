import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/render-with-router';
import { voteDetail, voteEvent } from '../testing/bill-fixtures';
import { BillVotes } from './bill-votes';

// The machine is shared: give queries time to settle under load.
configure({ asyncUtilTimeout: 5000 });

describe('BillVotes and the vote detail dialog', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens a roll call with the tally, the party breakdown and every member’s vote', async () => {
    const user = userEvent.setup();
    const fetchMock = fakeApi({ 'GET /api/votes/CO-251-SB-2~abc/details': voteDetail() });
    renderWithRouter(<BillVotes votes={[voteEvent()]} />);

    expect(screen.getByText('Third reading')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /View roll call/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Roll call: Third reading' });
    expect(fetchMock.mock.calls[0]?.[0]).toContain('/api/votes/CO-251-SB-2~abc/details');
    expect(within(dialog).getByText(/SB 2 · House · Aug 24, 2025 · Passed/)).toBeInTheDocument();

    const parties = within(dialog).getByRole('table', { name: 'Votes by party' });
    const democratic = within(parties).getByRole('row', { name: /Democratic/ });
    expect(
      within(democratic)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '0', '1', '2']);
    expect(within(parties).getByRole('row', { name: /Unknown/ })).toBeInTheDocument();

    const members = within(dialog).getByRole('table', { name: 'Every member’s vote' });
    expect(within(members).getAllByRole('row')).toHaveLength(5);
    expect(within(members).getByRole('link', { name: 'Bacon' })).toHaveAttribute('href', '/members/ocd-person%2Fbacon');
    expect(within(members).queryByRole('link', { name: 'Bird' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'no' }));
    expect(within(members).getAllByRole('row')).toHaveLength(2);
    expect(within(members).getByText('Bottoms')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('names a clerk’s motion code in words, the code in the tooltip, in the list and the dialog', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /api/votes/CO-251-SB-2~abc/details': voteDetail({ motion: 'COW *' }) });
    renderWithRouter(
      <BillVotes votes={[voteEvent({ motion: 'COW *' }), voteEvent({ id: 'CO-251-SB-2~def', motion: 'PERM' })]} />,
    );
    expect(screen.queryByText('COW *')).toBeNull();
    expect(screen.queryByText('PERM')).toBeNull();
    expect(screen.getByText('Committee of the Whole (second reading)')).toHaveAttribute('title', 'As recorded: COW *');
    expect(screen.getByText('Floor motion')).toHaveAttribute('title', 'As recorded: PERM');
    await user.click(screen.getAllByRole('button', { name: /View roll call/ })[0] as HTMLElement);
    expect(
      await screen.findByRole('dialog', { name: 'Roll call: Committee of the Whole (second reading)' }),
    ).toBeInTheDocument();
  });

  it('says so when a bill has no roll calls', () => {
    renderWithRouter(<BillVotes votes={[]} />);
    expect(screen.getByText('No roll calls are recorded for this bill.')).toBeInTheDocument();
  });

  it('on a bill of a state without roll calls in the data, says so and links to a state that has them', async () => {
    fakeApi({
      'GET /api/status/coverage': {
        sample: true,
        kinds: [{ kind: 'rollCalls', states: [{ stateCode: 'SD', count: 552, from: '2024-01-10', to: '2024-03-25' }] }],
      },
    });
    renderWithRouter(<BillVotes votes={[]} stateCode="TX" />);
    expect(await screen.findByText('No roll calls in the sample for Texas; see South Dakota')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See South Dakota' })).toHaveAttribute('href', '/bills?stateCode=SD');
  });
});

import type { TrackedProgressScope } from '@statehouse/shared/dashboard/dashboard.schemas';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { fakeApi, json } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/render-with-router';
import { progressReply } from '../testing/dashboard-fixtures';
import { TrackedProgressCard } from './tracked-progress-card';

configure({ asyncUtilTimeout: 5000 });

function Harness() {
  const [scope, setScope] = useState<TrackedProgressScope>('user');
  return <TrackedProgressCard scope={scope} onScopeChange={setScope} />;
}

const stageValues = () =>
  within(screen.getByLabelText('Tracked bills by stage'))
    .getAllByRole('definition')
    .map((cell) => cell.textContent);

describe('TrackedProgressCard', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the stages of the chosen scope and switches scope with the keyboard', async () => {
    const user = userEvent.setup();
    const fetchMock = fakeApi({
      'GET /api/dashboard/tracked-progress': ({ url }) =>
        url.searchParams.get('scope') === 'team'
          ? progressReply('team', { in_committee: 4, enacted: 1 })
          : progressReply('user', { introduced: 1, enacted: 2, failed_or_vetoed: 1 }),
    });
    renderWithRouter(<Harness />);

    expect(await screen.findByText('4 tracked bills')).toBeInTheDocument();
    expect(stageValues()).toEqual(['1', '0', '0', '0', '2', '1']);
    expect(screen.getByText('Bills on your own tags or that you added.')).toBeInTheDocument();

    const mine = screen.getByRole('tab', { name: 'Mine' });
    expect(mine).toHaveAttribute('aria-selected', 'true');
    await user.click(mine);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Team' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('5 tracked bills')).toBeInTheDocument();
    expect(stageValues()).toEqual(['0', '4', '0', '0', '1', '0']);
    expect(fetchMock.mock.calls.map(([url]) => new URL(String(url)).searchParams.get('scope'))).toEqual([
      'user',
      'team',
    ]);
  });

  it('says so when the scope tracks nothing, and shows a failure with its reason', async () => {
    fakeApi({
      'GET /api/dashboard/tracked-progress': ({ url }) =>
        url.searchParams.get('scope') === 'user'
          ? progressReply('user', {})
          : json({ message: 'Something went wrong', code: 'INTERNAL' }, 500),
    });
    const user = userEvent.setup();
    renderWithRouter(<Harness />);
    expect(await screen.findByText(/No tracked bills in this view yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The tracked progress could not be loaded: Something went wrong',
    );
  });
});

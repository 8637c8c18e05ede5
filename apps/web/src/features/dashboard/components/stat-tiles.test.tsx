import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '@/testing/render-with-router';
import { statsReply } from '../testing/dashboard-fixtures';
import { StatTiles, StatTilesSkeleton } from './stat-tiles';

describe('StatTiles', () => {
  it('shows every figure as a link to the page that lists what it counts', () => {
    renderWithRouter(<StatTiles stats={statsReply({ trackedBills: 1234, failedOrVetoed: 2 }).stats} />);
    const tiles = within(screen.getByRole('list', { name: 'Figures' })).getAllByRole('link');
    expect(tiles).toHaveLength(7);
    const tracked = screen.getByRole('link', { name: /^Tracked bills: 1,234\./ });
    expect(tracked).toHaveAttribute('href', '/track-bills');
    expect(tracked).toHaveTextContent('1,234');
    expect(screen.getByRole('link', { name: /^Failed or vetoed: 2\./ })).toHaveAttribute(
      'href',
      '/track-bills?progressStatuses=5,6',
    );
    expect(screen.getByRole('link', { name: /^Upcoming hearings: 0\./ }).getAttribute('href')).toMatch(/^\/calendar\?/);
    expect(screen.getByRole('link', { name: /^Tags: 0\./ })).toHaveAttribute('href', '/tracks');
  });

  it('opens the filtered page from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithRouter(<StatTiles stats={statsReply({ passedOrEnacted: 3 }).stats} />);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: /^Passed or enacted: 3\./ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/track-bills?progressStatuses=3,4,7,8');
  });

  it('draws placeholders while loading', () => {
    renderWithRouter(<StatTilesSkeleton />);
    expect(screen.getByRole('status', { name: 'Loading figures' })).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { renderWithRouter } from '@/testing/render-with-router';
import { UpcomingHearings } from './upcoming-hearings';

const hearing = {
  eventId: 'TX-event-1',
  name: 'House State Affairs',
  stateCode: 'TX',
  startTime: '2026-12-01T15:00:00.000Z',
  timezone: 'America/Chicago',
  allDay: false,
  committeeId: 'ocd-organization/state-affairs',
  committeeName: 'State Affairs',
  location: 'E2.012',
  bills: [
    { id: 'TX-892-HB-1', identifier: 'HB 1', title: 'Youth camps' },
    { id: 'TX-892-SB-1', identifier: 'SB 1', title: 'Campgrounds' },
  ],
};

describe('UpcomingHearings', () => {
  it("shows when each hearing meets in its state's time, the committee and the tracked bills, all as links", () => {
    renderWithRouter(
      <UpcomingHearings
        hearings={[
          hearing,
          { ...hearing, eventId: 'TX-event-2', allDay: true, committeeId: null, bills: [hearing.bills[0]!] },
        ]}
        total={12}
      />,
    );
    const rows = within(screen.getByRole('list', { name: 'Upcoming hearings' }))
      .getAllByRole('listitem')
      .filter((row) => row.querySelector('time'));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Tue, Dec 1, 9:00 AM CST');
    expect(within(rows[0]!).getByRole('link', { name: 'State Affairs' })).toHaveAttribute(
      'href',
      '/committees/ocd-organization%2Fstate-affairs',
    );
    expect(rows[0]).toHaveTextContent('TX · E2.012');
    expect(within(rows[0]!).getByRole('link', { name: 'SB 1' })).toHaveAttribute('href', '/bills/TX-892-SB-1');
    // An agenda without a time shows the day; a committee without an id is text, not a dead link.
    expect(rows[1]).toHaveTextContent('Tue, Dec 1');
    expect(rows[1]).not.toHaveTextContent('CST');
    expect(within(rows[1]!).queryByRole('link', { name: 'State Affairs' })).toBeNull();
    expect(screen.getByRole('link', { name: '10 more in the calendar' })).toHaveAttribute('href', '/calendar');
  });

  it('says when no tracked bill is on an agenda and leads to the calendar', () => {
    renderWithRouter(<UpcomingHearings hearings={[]} total={0} />);
    expect(screen.getByText('No hearings scheduled')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the calendar' })).toHaveAttribute('href', '/calendar');
  });
});

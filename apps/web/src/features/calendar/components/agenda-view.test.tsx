import type { CalendarEvent } from '@statehouse/shared/calendar/calendar.schemas';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { AgendaView } from './agenda-view';

const hearing: CalendarEvent = {
  id: 'event:SD-event-c6eee2bedbbdebfb',
  typeId: 1,
  title: 'Senate Judiciary',
  stateCode: 'SD',
  startTime: '2024-01-25T13:45:00.000Z',
  endTime: null,
  timezone: 'America/Chicago',
  allDay: false,
  location: 'Room 413',
  status: 'confirmed',
  description: null,
  committee: { id: null, name: 'Senate Judiciary' },
  agenda: [
    { billId: 'SD-24R-SB-90', identifier: 'SB 90', title: 'Revise provisions', tracked: true },
    { billId: null, identifier: 'HB 9999', title: null, tracked: false },
  ],
  userEvent: null,
  tracked: true,
  hearingId: 12,
};

const mine: CalendarEvent = {
  ...hearing,
  id: 'user:1',
  typeId: 4,
  title: 'Coffee with the chair',
  // 02:00 UTC on 26 Jan is still 25 Jan in Chicago: filed under the 25th.
  startTime: '2024-01-26T02:00:00.000Z',
  location: null,
  committee: null,
  agenda: [],
  tracked: false,
  hearingId: null,
  userEvent: { id: 1, scope: 'personal', editable: true, billId: null, memberId: null },
};

const renderAgenda = (events: CalendarEvent[], onEdit = vi.fn()) =>
  render(
    <MemoryRouter>
      <AgendaView events={events} startDate="2024-01-25" endDate="2024-02-23" onEdit={onEdit} />
    </MemoryRouter>,
  );

describe('AgendaView', () => {
  it('shows each hearing in its state’s time with its agenda bills linked and tracked ones marked', () => {
    renderAgenda([hearing, mine]);
    const day = screen.getByRole('heading', { name: 'Thu, Jan 25' });
    expect(day).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Senate Judiciary' });
    expect(card).toHaveAttribute('data-tracked', 'true');
    expect(within(card).getByText(/Thu, Jan 25, 2024, 7:45 AM CST · Committee meeting · SD/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'SB 90: Revise provisions' })).toHaveAttribute(
      'href',
      '/bills/SD-24R-SB-90',
    );
    // A bill the data does not hold is named, not linked.
    expect(within(card).queryByRole('link', { name: /HB 9999/ })).toBeNull();
    expect(within(card).getByText('HB 9999')).toBeInTheDocument();
    expect(within(card).getByText('Tracked bill')).toBeInTheDocument();
    // The hearing was recorded: its video and transcript are one click away; your own event has none.
    expect(within(card).getByRole('link', { name: /Watch\/Transcript/ })).toHaveAttribute(
      'href',
      '/tools/committee-videos/12',
    );
    expect(
      within(screen.getByRole('article', { name: 'Coffee with the chair' })).queryByRole('link', { name: /Watch/ }),
    ).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('offers Edit only on your own events', async () => {
    const onEdit = vi.fn();
    renderAgenda([hearing, mine], onEdit);
    expect(within(screen.getByRole('article', { name: 'Senate Judiciary' })).queryByRole('button')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /^Edit\s*Coffee with the chair$/ }));
    expect(onEdit).toHaveBeenCalledWith(mine);
  });

  it('says so plainly when nothing is scheduled', () => {
    renderAgenda([]);
    expect(screen.getByText('Nothing scheduled')).toBeInTheDocument();
  });
});

import type { CommitteeDetail } from '@statehouse/shared/committees/committees.schemas';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { CommitteeDetailView, CommitteeHearings, CommitteeMembers, ReferredBills } from './committee-detail-view';

const committee: CommitteeDetail = {
  id: 'ocd-organization/83fb2189',
  stateCode: 'SD',
  name: 'Judiciary',
  chamber: 'upper',
  classification: 'committee',
  otherNames: ['Senate Judiciary'],
  links: [],
  parent: null,
  sessionCode: '24R',
  members: [
    { personId: 'ocd-person/1', name: 'Steve Kolbeck', role: 'chair', party: 'Republican', district: '2' },
    { personId: null, name: 'Unmatched Name', role: 'member', party: null, district: null },
  ],
  subcommittees: [],
  hearings: {
    upcoming: [],
    past: [
      {
        id: 'SD-event-c6eee2bedbbdebfb',
        name: 'Senate Judiciary',
        classification: 'committee-meeting',
        startTime: '2024-01-25T13:45:00.000Z',
        timezone: 'America/Chicago',
        allDay: false,
        location: 'Room 413',
        status: 'cancelled',
        agendaCount: 3,
      },
    ],
  },
  referredBills: [
    {
      billId: 'SD-24R-SB-90',
      identifier: 'SB 90',
      title: 'Revise provisions',
      status: 4,
      statusDate: '2024-03-01',
      referredOn: '2024-01-25',
      via: ['action', 'agenda'],
    },
  ],
};

const inRouter = (node: React.ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>);

describe('committee detail parts', () => {
  it('lists members by role, linking those matched to a person', () => {
    inRouter(<CommitteeMembers committee={committee} />);
    const rows = within(screen.getByRole('list', { name: 'Members' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('chairSteve KolbeckRepublican · District 2');
    expect(within(rows[0]!).getByRole('link', { name: 'Steve Kolbeck' })).toHaveAttribute(
      'href',
      '/members/ocd-person%2F1',
    );
    expect(within(rows[1]!).queryByRole('link')).toBeNull();
  });

  it('shows hearings in the state’s time, cancelled ones marked, linked to that day of the calendar', () => {
    inRouter(<CommitteeHearings committee={committee} />);
    expect(screen.getByText('No hearing is scheduled.')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Thu, Jan 25, 2024, 7:45 AM CST' });
    expect(link).toHaveAttribute('href', '/calendar?view=agenda&date=2024-01-25&states=SD');
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(screen.getByText('3 bills on the agenda')).toBeInTheDocument();
  });

  it('links referred bills with their status and where the referral was found', () => {
    inRouter(<ReferredBills committee={committee} />);
    expect(screen.getByRole('link', { name: 'SB 90' })).toHaveAttribute('href', '/bills/SD-24R-SB-90');
    expect(screen.getByText('Passed')).toBeInTheDocument();
    expect(screen.getByText('Referred Jan 25, 2024 · from its actions and a hearing agenda')).toBeInTheDocument();
  });

  it('shows the actions the route passes (the alert button) in the header, next to the name', () => {
    inRouter(<CommitteeDetailView committee={committee} actions={<button type="button">Alerts</button>} />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Judiciary' });
    const header = heading.closest('header') ?? heading.parentElement!.parentElement!;
    expect(within(header as HTMLElement).getByRole('button', { name: 'Alerts' })).toBeInTheDocument();
  });
});

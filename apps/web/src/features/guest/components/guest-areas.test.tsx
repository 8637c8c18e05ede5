import type { GuestMe } from '@statehouse/shared/guest/guest.schemas';
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, json } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/render-with-router';
import { GuestMembers } from './guest-members';
import { GuestRelationships } from './guest-relationships';
import { GuestAreaGate } from './guest-scope';
import { GuestTasks } from './guest-tasks';

configure({ asyncUtilTimeout: 5000 });

const me = (scope: Partial<GuestMe['scope']> = {}): GuestMe => ({
  email: 'gus@example.org',
  name: 'Gus Guest',
  accountName: 'Acme Advocacy',
  scope: { tagIds: [1], members: false, relationships: false, tasks: false, uploadTrackList: false, ...scope },
});

describe('the guest area’s members, relationships and tasks', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the sponsors of the shared bills', async () => {
    fakeApi({
      'GET /api/guest/members': {
        items: [
          {
            id: 'ocd-person/1',
            name: 'Ana Author',
            stateCode: 'TX',
            party: 'Democratic',
            chamber: 'upper',
            district: '4',
            billCount: 2,
          },
        ],
      },
    });
    renderWithRouter(<GuestMembers />);
    expect(await screen.findByText('Ana Author')).toBeInTheDocument();
    expect(screen.getByText('TX · Senate · District 4')).toBeInTheDocument();
    expect(screen.getByText('Primary sponsor of 2 of the bills shared with you')).toBeInTheDocument();
  });

  it('says why no member shows, and offers to try again when the list cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    fakeApi({
      'GET /api/guest/members': () => (fail ? json({ message: 'The server is restarting' }, 503) : { items: [] }),
    });
    renderWithRouter(<GuestMembers />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The members could not be loaded: The server is restarting',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No members to show yet')).toBeInTheDocument();
  });

  it('lists who on the host’s team knows whom, without notes', async () => {
    fakeApi({
      'GET /api/guest/relationships': {
        items: [
          {
            id: 1,
            name: 'Sam Staffer',
            kind: 'staff',
            position: 'Chief of staff',
            stateCode: 'TX',
            party: null,
            chamber: null,
            district: null,
            teamMemberName: 'Dana Demo',
            strength: 4,
            lastContactAt: null,
          },
        ],
      },
    });
    renderWithRouter(<GuestRelationships />);
    expect(await screen.findByText('Sam Staffer')).toBeInTheDocument();
    expect(screen.getByText('Staff')).toBeInTheDocument();
    expect(screen.getByText('Chief of staff · TX')).toBeInTheDocument();
    expect(screen.getByText('Known by Dana Demo · strength 4 of 5')).toBeInTheDocument();
  });

  it('says when the host has recorded no relationship', async () => {
    fakeApi({ 'GET /api/guest/relationships': { items: [] } });
    renderWithRouter(<GuestRelationships />);
    expect(await screen.findByText('No relationships recorded yet')).toBeInTheDocument();
  });

  it('lists the host’s tasks on the shared bills with status, priority, due day and bills', async () => {
    fakeApi({
      'GET /api/guest/tasks': {
        items: [
          {
            id: 7,
            title: 'Call the author',
            status: 'in_progress',
            priority: 'urgent',
            dueDate: null,
            bills: [{ id: 'TX-892-HB-1', identifier: 'HB 1', stateCode: 'TX' }],
          },
        ],
      },
    });
    renderWithRouter(<GuestTasks />);
    expect(await screen.findByText('Call the author')).toBeInTheDocument();
    expect(screen.getByText('In progress')).toBeInTheDocument();
    expect(screen.getByText('Urgent priority')).toBeInTheDocument();
    expect(screen.getByText('No due date · TX HB 1')).toBeInTheDocument();
  });

  it('says when there is no task on the shared bills', async () => {
    fakeApi({ 'GET /api/guest/tasks': { items: [] } });
    renderWithRouter(<GuestTasks />);
    expect(await screen.findByText('No tasks on your bills')).toBeInTheDocument();
  });

  it('shows an area only when the host shares it, and never asks for it otherwise', async () => {
    const fetchMock = fakeApi({ 'GET /api/guest/me': me({ tasks: false }), 'GET /api/guest/tasks': { items: [] } });
    renderWithRouter(
      <GuestAreaGate area="tasks">
        <GuestTasks />
      </GuestAreaGate>,
    );
    expect(await screen.findByText('Tasks are not shared with you')).toBeInTheDocument();
    expect(
      screen.getByText('Acme Advocacy has not shared this with you. Ask them to add it to your guest access.'),
    ).toBeInTheDocument();
    const asked = fetchMock.mock.calls.map(([input]) => String(input));
    expect(asked.some((url) => url.includes('/api/guest/tasks'))).toBe(false);
  });

  it('opens a shared area', async () => {
    fakeApi({ 'GET /api/guest/me': me({ tasks: true }), 'GET /api/guest/tasks': { items: [] } });
    renderWithRouter(
      <GuestAreaGate area="tasks">
        <GuestTasks />
      </GuestAreaGate>,
    );
    expect(await screen.findByText('No tasks on your bills')).toBeInTheDocument();
  });
});

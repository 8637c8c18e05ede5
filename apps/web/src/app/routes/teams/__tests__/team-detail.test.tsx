import type { TeamDetail } from '@statehouse/shared/teams/teams.schemas';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeRoutes, fakeApi, signedInRoutes } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';

// Pages load as lazy chunks; under a busy test run the first render can take a few seconds.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const member = (id: number, name: string, openTasks = 0) => ({ id, name, role: 'analyst', openTasks, overdueTasks: 0 });
const team = (overrides: Partial<TeamDetail> = {}): TeamDetail => ({
  id: 5,
  name: 'Energy desk',
  description: 'Utilities and pipelines',
  memberCount: 1,
  openTasks: 2,
  overdueTasks: 1,
  billsOwned: 4,
  createdAt: '2026-02-01T10:00:00.000Z',
  members: [member(3, 'Andy Analyst', 2)],
  canEdit: true,
  ...overrides,
});

const routes = (detail: () => TeamDetail | Response, extra: FakeRoutes = {}): FakeRoutes => ({
  ...signedInRoutes(),
  'GET /api/teams/5': detail,
  'GET /api/tasks': { data: [], canCreate: true },
  'GET /api/analysts/candidates': {
    data: [
      { id: 3, name: 'Andy Analyst', role: 'analyst' },
      { id: 4, name: 'Ana Lyst', role: 'analyst' },
    ],
  },
  'GET /api/teams': { data: [], canEdit: true },
  ...extra,
});

describe('/teams/:id', () => {
  it('renames the team, adds and removes members, and shows its tasks’ empty state', async () => {
    const user = userEvent.setup({ delay: null });
    const calls: string[] = [];
    let current = team();
    fakeApi(
      routes(() => current, {
        'PATCH /api/teams/5': ({ body }) => {
          calls.push(`rename ${JSON.stringify(body)}`);
          current = team({ ...current, ...(body as object) });
          return current;
        },
        'POST /api/teams/5/members': ({ body }) => {
          calls.push(`add ${JSON.stringify(body)}`);
          current = team({ ...current, memberCount: 2, members: [...current.members, member(4, 'Ana Lyst')] });
          return current;
        },
        'DELETE /api/teams/5/members/3': () => {
          calls.push('remove 3');
          current = team({ ...current, memberCount: 1, members: current.members.filter((item) => item.id !== 3) });
          return current;
        },
      }),
    );
    renderRoute('/teams/5');

    expect(await screen.findByRole('heading', { level: 1, name: 'Energy desk' })).toBeInTheDocument();
    expect(screen.getByText('1 member · 2 open tasks · 1 overdue · 4 bills owned')).toBeInTheDocument();
    expect(await screen.findByText('No open tasks')).toBeInTheDocument();
    expect(screen.getByText('Tasks given to this team show here.')).toBeInTheDocument();

    const rename = screen.getByRole('button', { name: 'Rename' });
    expect(rename).toBeDisabled();
    await user.clear(screen.getByLabelText('Team name'));
    await user.type(screen.getByLabelText('Team name'), 'Energy and water');
    await user.click(rename);
    expect(await screen.findByRole('heading', { level: 1, name: 'Energy and water' })).toBeInTheDocument();

    // Only members outside the team are offered.
    const picker = await screen.findByLabelText('Add a member');
    await waitFor(() =>
      expect(
        within(picker)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Choose a member', 'Ana Lyst']),
    );
    await user.selectOptions(picker, 'Ana Lyst');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('link', { name: 'Ana Lyst' })).toHaveAttribute('href', '/analysts/4');

    await user.click(screen.getByRole('button', { name: 'Remove Andy Analyst' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Andy Analyst' })).not.toBeInTheDocument());
    expect(calls).toEqual(['rename {"name":"Energy and water"}', 'add {"userIds":[4]}', 'remove 3']);
  });

  it('is read-only for those who may not run teams, and says when the team is not found', async () => {
    fakeApi(routes(() => team({ canEdit: false, members: [], memberCount: 0 })));
    const view = renderRoute('/teams/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Energy desk' })).toBeInTheDocument();
    expect(screen.getByText('No members yet. Add the people who share this team’s bills.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Team name')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Add a member')).not.toBeInTheDocument();
    view.unmount();

    vi.unstubAllGlobals();
    fakeApi(routes(() => new Response(JSON.stringify({ message: 'Team not found' }), { status: 404 })));
    renderRoute('/teams/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Team not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the analyst portal' })).toHaveAttribute('href', '/analyst-portal');
  });
});

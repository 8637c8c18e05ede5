import type { AnalystMetrics, AnalystsMetricsReply } from '@statehouse/shared/analysts/analysts.schemas';
import type { Task, TaskMetrics } from '@statehouse/shared/tasks/tasks.schemas';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { taskSummary } from '@/features/tasks/testing/task-fixtures';
import { type FakeRoutes, fakeApi, json, signedInRoutes } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';

// Pages load as lazy chunks; under a busy test run the first render can take a few seconds.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const weeks = Array.from({ length: 12 }, (_, index) => ({
  weekStart: new Date(Date.UTC(2026, 0, 5 + index * 7)).toISOString().slice(0, 10),
  created: 0,
  done: 0,
}));
const metrics = (overrides: Partial<TaskMetrics> = {}): TaskMetrics => ({
  open: 0,
  done: 0,
  overdue: 0,
  onTimeRate: null,
  billsCovered: 0,
  billsOwned: 0,
  overTime: weeks,
  ...overrides,
});
const portalMetrics = (overrides: Partial<AnalystsMetricsReply> = {}): AnalystsMetricsReply => ({
  account: metrics(),
  analysts: [],
  unownedTrackedBills: 0,
  ...overrides,
});

/** The portal's calls: metrics, the overdue and the unassigned lists (one endpoint, told apart by the query), people. */
const portalRoutes = ({
  reply = portalMetrics(),
  overdue = [],
  unassigned = [],
}: {
  reply?: AnalystsMetricsReply | FakeRoutes[string];
  overdue?: Task[];
  unassigned?: Task[];
} = {}): FakeRoutes => ({
  ...signedInRoutes(),
  'GET /api/analysts/metrics': reply,
  'GET /api/tasks': ({ url }) => ({
    data: url.searchParams.get('overdue') === 'true' ? overdue : unassigned,
    canCreate: true,
  }),
  'GET /api/analysts/candidates': { data: [{ id: 3, name: 'Andy Analyst', role: 'analyst' }] },
  'GET /api/teams': { data: [], canEdit: true },
});

describe('/analyst-portal', () => {
  it('shows each list loading while its call is on the way', async () => {
    const never = () => new Promise<never>(() => {});
    fakeApi({
      ...signedInRoutes(),
      'GET /api/analysts/metrics': never,
      'GET /api/tasks': never,
      'GET /api/analysts/candidates': never,
      'GET /api/teams': never,
    });
    renderRoute('/analyst-portal');

    expect(await screen.findByRole('heading', { level: 1, name: 'Analyst Portal' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading metrics' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading overdue tasks' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading unassigned tasks' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading teams' })).toBeInTheDocument();
    expect(screen.queryByText('Nothing overdue')).not.toBeInTheDocument();
  });

  it('says why each list is empty and what to do next', async () => {
    fakeApi(portalRoutes());
    renderRoute('/analyst-portal');

    expect(await screen.findByText('No one to give work to yet')).toBeInTheDocument();
    expect(
      screen.getByText('Invite analysts from Manage users, then assign them tasks and bills.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Every tracked bill has an owner.')).toBeInTheDocument();
    expect(await screen.findByText('Nothing overdue')).toBeInTheDocument();
    expect(screen.getByText('Every open task is due today or later.')).toBeInTheDocument();
    expect(screen.getByText('Nothing unassigned')).toBeInTheDocument();
    expect(await screen.findByText('No teams yet')).toBeInTheDocument();
    // No task done yet: no on-time rate to show.
    const tiles = screen.getByLabelText('The account’s task metrics');
    expect(within(tiles).getByText('On time').nextElementSibling).toHaveTextContent('—');
    expect(screen.getByRole('link', { name: 'New task' })).toHaveAttribute('href', '/tasks/new');
  });

  it('lists the workload, the unowned bills and the overdue and unassigned tasks', async () => {
    const andy: AnalystMetrics = {
      ...metrics({ open: 4, overdue: 1, done: 6, onTimeRate: 0.75, billsOwned: 2 }),
      analyst: { id: 3, name: 'Andy Analyst', role: 'analyst' },
    };
    fakeApi(
      portalRoutes({
        reply: portalMetrics({ account: metrics({ open: 5, overdue: 1 }), analysts: [andy], unownedTrackedBills: 3 }),
        overdue: [taskSummary({ overdue: true })],
        unassigned: [taskSummary({ id: 44, title: 'Read the fiscal note', assignee: null, overdue: false })],
      }),
    );
    renderRoute('/analyst-portal');

    const workload = await screen.findByRole('table', { name: 'Workload by member' });
    const row = within(workload).getByRole('link', { name: 'Andy Analyst' }).closest('tr')!;
    expect(within(workload).getByRole('link', { name: 'Andy Analyst' })).toHaveAttribute('href', '/analysts/3');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Andy Analystanalyst', '4', '1', '6', '75%', '2']);
    expect(
      screen.getByText('3 tracked bills have no owner: give each one an owner on its page (Team tab).'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Prepare testimony' })).toHaveAttribute('href', '/tasks/42');
    expect(screen.getByRole('link', { name: 'Read the fiscal note' })).toHaveAttribute('href', '/tasks/44');
  });

  it('says a list could not be loaded, and loads it again on request', async () => {
    let failing = true;
    fakeApi(
      portalRoutes({
        reply: () =>
          failing
            ? json({ message: 'The database is busy: try again in a minute.' }, 503)
            : portalMetrics({ unownedTrackedBills: 1 }),
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderRoute('/analyst-portal');

    const alert = await screen.findByText(
      'The metrics could not be loaded: The database is busy: try again in a minute.',
      {},
      { timeout: 10_000 },
    );
    // The other lists do not wait for the failed one.
    expect(screen.getByText('Nothing overdue')).toBeInTheDocument();
    failing = false;
    await user.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('1 tracked bill has no owner: give each one an owner on its page (Team tab).'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
  });
});

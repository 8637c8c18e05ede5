import type {
  AdvancedFilters,
  RecentReportsReply,
  ReportPreview,
  ReportSettings,
  ReportStats,
  ScheduledReport,
} from '@statehouse/shared/reports/reports.schemas';
import { defaultUserSettings } from '@statehouse/shared/users/users.schemas';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, json, signedInRoutes } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => vi.unstubAllGlobals());

const settings: ReportSettings = {
  organizationName: 'Acme Advocacy',
  primaryColor: '#0f766e',
  accentColor: '#f59e0b',
  footerText: 'Confidential',
  defaultFormat: 'pdf',
  logo: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const stats: ReportStats = {
  total: 3,
  last30Days: 3,
  failedLast30Days: 0,
  deliveredLast30Days: 1,
  byKind: [{ kind: 'bill', count: 3 }],
  byFormat: [{ format: 'pdf', count: 3 }],
  schedules: 1,
  nextScheduledAt: '2026-11-30T14:00:00.000Z',
  lastRunAt: '2026-11-24T10:00:00.000Z',
};

const recent: RecentReportsReply = {
  items: [
    {
      id: '11111111-1111-4111-8111-111111111111',
      kind: 'bill',
      format: 'pdf',
      title: 'Energy bills',
      status: 'done',
      fileName: 'energy-bills-2026-11-24.pdf',
      sizeBytes: 52_000,
      rowCount: 12,
      error: null,
      createdAt: '2026-11-24T10:00:00.000Z',
      completedAt: '2026-11-24T10:00:01.000Z',
      createdBy: 'Dana Demo',
      schedule: null,
      deliveredTo: null,
      downloadUrl: '/api/report/runs/11111111-1111-4111-8111-111111111111/download',
    },
  ],
  total: 1,
  page: 1,
  pageSize: 10,
};

const schedule: ScheduledReport = {
  id: 7,
  name: 'Weekly energy',
  kind: 'bill',
  format: 'pdf',
  parameters: {},
  frequency: 'weekly',
  dayOfWeek: 1,
  dayOfMonth: null,
  timeOfDay: '08:00',
  timeZone: 'America/Chicago',
  recipients: ['client@example.org'],
  delivery: 'attachment',
  nextRunAt: '2026-11-30T14:00:00.000Z',
  lastRunAt: null,
  lastStatus: null,
  createdBy: 'Dana Demo',
  createdAt: '2026-11-20T10:00:00.000Z',
};

const filters: AdvancedFilters = {
  state: null,
  session: null,
  sessions: [],
  states: [{ value: 'TX', label: 'Texas', count: 6 }],
  types: [],
  statuses: [],
  subjects: [],
  parties: [],
  tags: [{ id: 5, name: 'Energy', color: '#16a34a' }],
  columns: [],
  groupings: [],
  formats: [],
};

const preview: ReportPreview = {
  title: 'Bill report',
  subtitle: 'Tracked bills tagged Energy',
  facts: [{ label: 'Bills', value: '2' }],
  tables: [
    {
      caption: 'Bills',
      columns: [
        { key: 'group', header: 'State', type: 'text' },
        { key: 'bill', header: 'Bill', type: 'link' },
        { key: 'title', header: 'Title', type: 'text' },
      ],
      rows: [
        { group: 'Texas', bill: 'TX HB 1', title: 'Relating to youth camps' },
        { group: 'Texas', bill: 'TX SB 1', title: 'Relating to campground safety' },
      ],
      groupBy: 'group',
      total: 2,
    },
  ],
};

describe('/dashboard/reports', () => {
  it('shows the figures, recent reports with downloads, schedules with their next run, and the settings', async () => {
    const api = fakeApi({
      ...signedInRoutes(),
      'GET /api/report/stats': stats,
      'GET /api/report/recent': recent,
      'GET /api/report/schedule': { items: [schedule] },
      'GET /api/report/settings': settings,
      'DELETE /api/report/schedule/7': { deleted: true },
    });
    renderRoute('/dashboard/reports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    const download = await screen.findByRole('link', { name: 'Download Energy bills (energy-bills-2026-11-24.pdf)' });
    expect(download.getAttribute('href')).toContain('/api/report/runs/11111111-1111-4111-8111-111111111111/download');
    expect(
      await screen.findByText('Weekly on Monday at 08:00 (America/Chicago)', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByText('Next run:', { exact: false })).toBeInTheDocument();
    expect(await screen.findByLabelText('Organization on the cover')).toHaveValue('Acme Advocacy');
    expect(screen.getByText('E-mailed in the last 30 days')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stop Weekly energy' }));
    await waitFor(() =>
      expect(
        api.mock.calls.some(
          ([url, init]) => String(url).includes('/api/report/schedule/7') && init?.method === 'DELETE',
        ),
      ).toBe(true),
    );
  });

  it('says when there are no reports or schedules yet', async () => {
    fakeApi({
      ...signedInRoutes(),
      'GET /api/report/stats': { ...stats, total: 0, byKind: [], schedules: 0, nextScheduledAt: null },
      'GET /api/report/recent': { items: [], total: 0, page: 1, pageSize: 10 },
      'GET /api/report/schedule': { items: [] },
      'GET /api/report/settings': settings,
    });
    renderRoute('/dashboard/reports');
    expect(await screen.findByText('No reports yet')).toBeInTheDocument();
    expect(await screen.findByText('No scheduled reports')).toBeInTheDocument();
  });
});

describe('/dashboard/reports/bill', () => {
  it('previews the chosen tag grouped by state, keeps the choice in the URL, and downloads the file', async () => {
    const previews: unknown[] = [];
    const api = fakeApi({
      ...signedInRoutes(),
      'GET /api/report/populate-advanced-filters': filters,
      'POST /api/report/bill-report': ({ body }: { body: { preview?: boolean } }) => {
        if (body.preview) {
          previews.push(body);
          return { preview };
        }
        return { run: { ...recent.items[0] } };
      },
    });
    const { router } = renderRoute('/dashboard/reports/bill?by=tags&groupBy=state');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bill Report' })).toBeInTheDocument();
    expect(screen.getByText('Choose the bills to see a preview.')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Energy' }));
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Bill' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Texas' })).toBeInTheDocument();
    expect(within(table).getByText('Relating to campground safety')).toBeInTheDocument();
    expect(router.state.location.search).toContain('tagIds=5');
    expect(previews.at(-1)).toMatchObject({ selection: { by: 'tags', tagIds: [5] }, groupBy: 'state', preview: true });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByRole('link', { name: 'energy-bills-2026-11-24.pdf' })).toBeInTheDocument();
    const run = api.mock.calls.find(([, init]) => init?.method === 'POST' && !String(init.body).includes('"preview"'));
    expect(JSON.parse(String(run?.[1]?.body))).toMatchObject({ format: 'pdf', selection: { by: 'tags', tagIds: [5] } });
  });

  it('schedules the report and shows the server’s message when it is refused', async () => {
    let calls = 0;
    fakeApi({
      ...signedInRoutes(),
      'GET /api/report/populate-advanced-filters': filters,
      'POST /api/report/bill-report': { preview },
      // Schedule times are taken in the user's time zone, from their settings.
      'GET /api/user-settings': defaultUserSettings,
      'POST /api/report/schedule': () => {
        calls += 1;
        return calls === 1
          ? json({ message: 'recipients must be e-mail addresses', code: 'VALIDATION_FAILED' }, 400)
          : json(schedule, 201);
      },
    });
    renderRoute('/dashboard/reports/bill?by=tracked');
    await screen.findByRole('table');
    await userEvent.type(screen.getByLabelText('Recipients'), 'nobody');
    await userEvent.click(screen.getByRole('button', { name: 'Schedule report' }));
    expect(await screen.findByText('recipients must be e-mail addresses')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Schedule report' }));
    expect(await screen.findByText('Scheduled “Weekly energy”', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all schedules' })).toHaveAttribute('href', '/dashboard/reports');
  });
});

describe('/dashboard/reports/votes', () => {
  it('offers the vote options and previews roll calls for a typed list of bills', async () => {
    const bodies: Record<string, unknown>[] = [];
    fakeApi({
      ...signedInRoutes(),
      'GET /api/report/populate-advanced-filters': filters,
      'POST /api/report/vote-report': ({ body }: { body: Record<string, unknown> }) => {
        bodies.push(body);
        return { preview: { ...preview, tables: [{ ...preview.tables[0]!, caption: 'Roll calls', groupBy: null }] } };
      },
    });
    renderRoute('/dashboard/reports/votes?by=bills');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vote Report' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Chamber'), 'upper');
    await userEvent.type(screen.getByLabelText('Bill ids'), 'co-251-sb-2');
    await userEvent.tab();
    expect(await screen.findByRole('heading', { name: 'Roll calls' })).toBeInTheDocument();
    expect(bodies.at(-1)).toMatchObject({
      selection: { by: 'bills', billIds: ['CO-251-SB-2'] },
      chamber: 'upper',
      includeMemberVotes: true,
    });
  });
});

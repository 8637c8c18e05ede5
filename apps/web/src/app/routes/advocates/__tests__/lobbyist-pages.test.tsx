import type { AdvocateDashboard, AdvocateSummary } from '@statehouse/shared/advocates/advocates.schemas';
import type { Tag } from '@statehouse/shared/tags/tags.schemas';
import type { TrackedBill } from '@statehouse/shared/tracking/tracking.schemas';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, signedInRoutes, testUserReply } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';
import { mockDesktopViewport } from '@/testing/render-with-router';

// Pages load as lazy chunks; under a busy test run the first render can take a few seconds.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

mockDesktopViewport();
afterEach(() => vi.unstubAllGlobals());

const lee: AdvocateSummary = {
  id: 7,
  name: 'Lee Advocate',
  email: 'lee@example.com',
  status: 'active',
  stateCodes: ['TX'],
  trackedBills: 2,
  testimonies: 1,
  lastActivityAt: '2026-12-01T10:00:00.000Z',
};
const kim: AdvocateSummary = { ...lee, id: 8, name: 'Kim Counsel', email: 'kim@example.com', trackedBills: 0 };

const bill = (overrides: Partial<TrackedBill>): TrackedBill => ({
  id: 'TX-892-HB-1',
  identifier: 'HB 1',
  title: 'Relating to school finance',
  stateCode: 'TX',
  sessionCode: '892',
  sessionName: '89th Legislature, 2nd Called Session',
  status: 1,
  statusLabel: 'In committee',
  progress: [],
  lastActionDate: '2026-11-20',
  lastActionText: 'Referred to Education',
  nextHearing: null,
  tags: [{ id: 5, name: 'Education', color: '#059669', scope: 'account' }],
  trackTypes: ['manual'],
  positions: [],
  hasAlert: false,
  trackedBy: [
    { id: 7, name: 'Lee Advocate', isLobbyist: true },
    { id: 1, name: 'Dana Demo', isLobbyist: false },
  ],
  firstTrackedAt: '2026-11-01T10:00:00.000Z',
  owner: null,
  ...overrides,
});

const tag = (overrides: Partial<Tag>): Tag => ({
  id: 5,
  name: 'Education',
  color: '#059669',
  description: '',
  scope: 'account',
  owner: null,
  createdBy: { id: 1, name: 'Dana Demo' },
  billCount: 4,
  sectionCount: 0,
  shares: [],
  access: 'account',
  canEdit: true,
  canManage: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

const trackedReply = (items: TrackedBill[]) => ({ items, total: items.length, page: 1, pageSize: 25 });
const lobbyistUser = () =>
  testUserReply({
    Role: { RoleName: 'lobbyist' },
    AccountUserRelationships: testUserReply().AccountUserRelationships.map((relationship) => ({
      ...relationship,
      FullAccount: false,
      Role: { RoleName: 'lobbyist' },
    })),
  });

describe('/tracked-bills: the bills tracked across the lobbyists', () => {
  it('lists them with their lobbyists and advocate counts, the filters kept in the URL and sent to the API', async () => {
    const asked: URLSearchParams[] = [];
    const fetchMock = fakeApi({
      ...signedInRoutes(),
      'GET /api/tags': { data: [tag({})], total: 1, page: 1, pageSize: 500 },
      'GET /api/advocate-management/states/lobbyists': { data: [lee, kim], refreshedAt: null },
      'GET /api/advocate-management/bills/tracking-count': ({ url }) => ({
        data: (url.searchParams.get('billIds') ?? '').split(',').map((billId) => ({ billId, advocates: 2 })),
      }),
      'GET /api/tags/tracked-bills/account': ({ url }) => {
        asked.push(url.searchParams);
        return trackedReply([bill({})]);
      },
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoute('/tracked-bills?tagIds=5&jointTracked=1&states=TX');

    expect(await screen.findByRole('heading', { level: 1, name: 'Tracked Bills' })).toBeInTheDocument();
    const row = (await screen.findByRole('link', { name: 'TX HB 1' })).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'TX HB 1' })).toHaveAttribute('href', '/bills/TX-892-HB-1');
    expect(within(row).getByRole('link', { name: 'Lee Advocate' })).toHaveAttribute('href', '/lobbyist/7');
    // Only the lobbyists are named: the admin who also tracks it is not one.
    expect(within(row).queryByText('Dana Demo')).not.toBeInTheDocument();
    expect(await within(row).findByText('2 advocates')).toBeInTheDocument();
    // The URL's filters show checked in the tracking feature's panel.
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    expect(within(filters).getByRole('checkbox', { name: 'Education' })).toBeChecked();
    expect(within(filters).getByRole('checkbox', { name: 'Tracked by two or more lobbyists' })).toBeChecked();
    expect(within(filters).getByRole('button', { name: 'States, 1 selected' })).toBeInTheDocument();
    // A list of the lobbyists' tracking is read only: no bulk selection, no upload of the caller's own.
    expect(screen.queryByRole('checkbox', { name: 'Select TX HB 1' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Upload a track list' })).toBeNull();
    expect(screen.getByText('1 tracked bill')).toBeInTheDocument();
    expect(asked.at(-1)?.get('lobbyistUsersOnly')).toBe('true');
    expect(asked.at(-1)?.get('tagIds')).toBe('5');
    expect(asked.at(-1)?.get('jointTracked')).toBe('true');
    expect(asked.at(-1)?.get('states')).toBe('TX');
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('tracking-count?billIds=TX-892-HB-1'))).toBe(
      true,
    );

    await user.click(within(filters).getByRole('checkbox', { name: 'Lee Advocate' }));
    await waitFor(() => expect(router.state.location.search).toContain('userIds=7'));
    await waitFor(() => expect(asked.at(-1)?.get('userIds')).toBe('7'));

    await user.type(screen.getByRole('searchbox', { name: 'Search tracked bills' }), 'hb1');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(asked.at(-1)?.get('search')).toBe('hb1'));

    expect(screen.getByRole('button', { name: 'Bill report' })).toBeEnabled();
    // The export holds every bill of the filters with its lobbyists (not the organization's own trackers).
    const files: Blob[] = [];
    // jsdom makes no object URLs: the exported file is caught where its download link is made (for this file only).
    URL.createObjectURL = (blob: Blob) => {
      files.push(blob);
      return 'blob:export';
    };
    URL.revokeObjectURL = () => {};
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV (.csv)' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const [header, line] = (await (files[0] as Blob).text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(header).toBe('Bill,Title,Session,Status,Lobbyists,Tags,Latest action date,Latest action,First tracked');
    expect(line).toContain(',In committee,Lee Advocate,Education,2026-11-20,');
    expect(asked.at(-1)?.get('userIds')).toBe('7');
    expect(asked.at(-1)?.get('lobbyistUsersOnly')).toBe('true');
  });

  it('says to invite a lobbyist when the account has none', async () => {
    fakeApi({
      ...signedInRoutes(),
      'GET /api/tags': { data: [], total: 0, page: 1, pageSize: 500 },
      'GET /api/advocate-management/states/lobbyists': { data: [], refreshedAt: null },
      'GET /api/tags/tracked-bills/account': trackedReply([]),
    });
    renderRoute('/tracked-bills');

    expect(await screen.findByText('No lobbyists yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Invite a lobbyist' })).toHaveAttribute('href', '/invite');
    expect(screen.getByRole('button', { name: /Export/ })).toBeDisabled();
  });

  it("sends a lobbyist to their own list, since only the organization reads every lobbyist's", async () => {
    const fetchMock = fakeApi({ ...signedInRoutes(lobbyistUser()), 'GET /api/tags': { data: [], total: 0 } });
    renderRoute('/tracked-bills');

    expect(
      await screen.findByRole('heading', { level: 1, name: "Only your organization sees every lobbyist's bills" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your tracked bills' })).toHaveAttribute('href', '/track-bills');
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/tracked-bills/account'))).toBe(false);
  });
});

describe('/bill-tags: the tags the lobbyists use', () => {
  it("counts each tag's bills by lobbyists and opens them on /tracked-bills", async () => {
    fakeApi({
      ...signedInRoutes(),
      'GET /api/tags': {
        data: [tag({}), tag({ id: 6, name: 'Water', billCount: 1 })],
        total: 2,
        page: 1,
        pageSize: 24,
      },
      'GET /api/tags/tracked-bills/account': ({ url }) => {
        expect(url.searchParams.get('lobbyistUsersOnly')).toBe('true');
        const total = url.searchParams.get('tagIds') === '5' ? 3 : 0;
        return { items: [], total, page: 1, pageSize: 1 };
      },
    });
    renderRoute('/bill-tags');

    expect(await screen.findByRole('heading', { level: 1, name: 'Bill Tags' })).toBeInTheDocument();
    const education = await screen.findByRole('listitem', { name: 'Education' });
    expect(
      await within(education).findByRole('link', { name: '3 bills your lobbyists tagged Education' }),
    ).toHaveAttribute('href', '/tracked-bills?tagIds=5');
    expect(within(education).getByText('4 bills in all')).toBeInTheDocument();
    const water = screen.getByRole('listitem', { name: 'Water' });
    expect(await within(water).findByText('Not used by your lobbyists yet')).toBeInTheDocument();
    // The tags feature's own tools stay: a new tag, editing one.
    expect(screen.getByRole('button', { name: 'New tag' })).toBeInTheDocument();
    expect(within(education).getByRole('button', { name: 'Edit Education' })).toBeInTheDocument();
  });
});

describe("/reports: reports on the lobbyists' bills and activity", () => {
  const dashboard = {
    state: 'ALL',
    totals: {
      stateCode: 'ALL',
      advocates: 2,
      trackedBills: 2,
      upcomingHearings: 1,
      testimonies: { draft: 1, approved: 0, filed: 0 },
      lastActivityAt: null,
    },
    states: [],
    hearings: [],
    recentTestimonies: [],
    seats: { seats: 5, activeAdvocates: 2, pendingInvitations: 0, available: 3 },
    refreshedAt: '2026-12-01T10:00:00.000Z',
  } satisfies AdvocateDashboard;

  it("shows each lobbyist's activity and opens a bill report on their bills", async () => {
    const asked: URLSearchParams[] = [];
    fakeApi({
      ...signedInRoutes(),
      'GET /api/advocate-management/states/lobbyists': { data: [lee, kim], refreshedAt: null },
      'GET /api/advocate-management/dashboard': dashboard,
      'GET /api/report/recent': { items: [], total: 0, page: 1, pageSize: 10 },
      'GET /api/tags/tracked-bills/account': ({ url }) => {
        asked.push(url.searchParams);
        return { ...trackedReply([bill({}), bill({ id: 'TX-892-SB-1', identifier: 'SB 1' })]), pageSize: 100 };
      },
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoute('/reports');

    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    expect(await screen.findByText('1 draft · 0 approved · 0 filed')).toBeInTheDocument();
    const leeRow = await screen.findByRole('listitem', { name: 'Lee Advocate' });
    expect(within(leeRow).getByRole('link', { name: 'Lee Advocate' })).toHaveAttribute('href', '/lobbyist/7');
    expect(within(leeRow).getByRole('link', { name: '· 2 tracked bills' })).toHaveAttribute(
      'href',
      '/tracked-bills?userIds=7',
    );
    expect(within(leeRow).getByText('· 1 testimony')).toBeInTheDocument();
    // A lobbyist who tracks nothing has no report to run.
    expect(within(screen.getByRole('listitem', { name: 'Kim Counsel' })).queryByRole('button')).toBeNull();
    expect(screen.getByRole('button', { name: "Vote report on lobbyists' bills" })).toBeEnabled();

    await user.click(within(leeRow).getByRole('button', { name: 'Bill report' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/reports/bill'));
    expect(asked.at(-1)?.get('userIds')).toBe('7');
    expect(asked.at(-1)?.get('lobbyistUsersOnly')).toBe('true');
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('by')).toBe('bills');
    expect(search.get('billIds')).toBe('TX-892-HB-1,TX-892-SB-1');
    expect(search.get('title')).toBe('Bills tracked by Lee Advocate');
  });

  it("builds the lobbyists' activity report as a file through the reports feature", async () => {
    const sent: Record<string, unknown>[] = [];
    fakeApi({
      ...signedInRoutes(),
      'GET /api/advocate-management/states/lobbyists': { data: [lee, kim], refreshedAt: null },
      'GET /api/advocate-management/dashboard': dashboard,
      'GET /api/report/recent': { items: [], total: 0, page: 1, pageSize: 10 },
      'POST /api/report/tracking-activity': ({ body }: { body: Record<string, unknown> }) => {
        sent.push(body);
        return {
          run: {
            id: '5a4b8f0e-3a57-4d3c-9a52-1c2f0f3c9b10',
            kind: 'tracking-activity',
            format: 'xlsx',
            title: "Lobbyists' activity, last 90 days",
            status: 'done',
            fileName: 'lobbyists-activity.xlsx',
            sizeBytes: 10,
            rowCount: 12,
            error: null,
            createdAt: '2026-12-01T00:00:00.000Z',
            completedAt: '2026-12-01T00:00:01.000Z',
            createdBy: 'Dana Demo',
            schedule: null,
            deliveredTo: null,
            downloadUrl: null,
          },
        };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderRoute('/reports');

    const card = (await screen.findByText("Lobbyists' activity report")).closest('[data-slot="card"]');
    expect(card).not.toBeNull();
    const section = within(card as HTMLElement);
    await user.selectOptions(section.getByLabelText('Period'), 'Last 90 days');
    await user.selectOptions(section.getByLabelText('Format'), 'xlsx');
    await user.click(section.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      lobbyistUsersOnly: true,
      periodDays: 90,
      title: "Lobbyists' activity, last 90 days",
      format: 'xlsx',
    });
  });

  it('says to invite a lobbyist when there is none, and that reports need tracked bills', async () => {
    fakeApi({
      ...signedInRoutes(),
      'GET /api/advocate-management/states/lobbyists': { data: [], refreshedAt: null },
      'GET /api/advocate-management/dashboard': {
        ...dashboard,
        totals: { ...dashboard.totals, advocates: 0, trackedBills: 0 },
      },
      'GET /api/report/recent': { items: [], total: 0, page: 1, pageSize: 10 },
    });
    renderRoute('/reports');

    expect(await screen.findByText('No lobbyists yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Invite a lobbyist' })).toHaveAttribute('href', '/invite');
    expect(screen.getByText('Your lobbyists track no bills yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Bill report on lobbyists' bills" })).toBeNull();
  });
});

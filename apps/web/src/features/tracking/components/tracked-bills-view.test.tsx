import type { TrackedBill, TrackedBillsReply } from '@statehouse/shared/tracking/tracking.schemas';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/testing/fake-api';
import { mockDesktopViewport, renderWithRouter } from '@/testing/render-with-router';
import { useTrackedBillsList } from '../hooks/use-tracked-bills-list';
import type { TrackedList } from '../utils/tracked-filters';
import type { TrackedBillColumn } from './tracked-bills-results';
import { TrackedBillsView, type TrackedBillsViewProps } from './tracked-bills-view';

configure({ asyncUtilTimeout: 5000 });
mockDesktopViewport();

const bill = (overrides: Partial<TrackedBill> = {}): TrackedBill => ({
  id: 'TX-892-HB-1',
  identifier: 'HB 1',
  title: 'Relating to youth camps',
  stateCode: 'TX',
  sessionCode: '892',
  sessionName: '89th Legislature, 2nd Called Session',
  status: 4,
  statusLabel: 'Passed',
  progress: [],
  lastActionDate: '2025-09-05',
  lastActionText: 'Effective immediately',
  nextHearing: {
    eventId: 'e1',
    name: 'House State Affairs',
    startTime: '2026-12-01T15:00:00.000Z',
    allDay: false,
    timezone: 'America/Chicago',
    location: null,
  },
  tags: [{ id: 3, name: 'Energy', color: '#16a34a', scope: 'account' }],
  trackTypes: ['manual'],
  positions: [
    { position: 'support', note: 'Priority', tagId: null, tagName: null, updatedAt: '2026-11-01T00:00:00.000Z' },
  ],
  hasAlert: true,
  trackedBy: [{ id: 1, name: 'Dana Demo', isLobbyist: false }],
  firstTrackedAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

const reply = (items: TrackedBill[]): TrackedBillsReply => ({ items, total: items.length, page: 1, pageSize: 25 });
const tags = [
  { id: 3, name: 'Energy', color: '#16a34a', canEdit: true },
  { id: 4, name: 'Health', color: '#2563eb', canEdit: true },
];
const states = [
  { id: 'TX', name: 'Texas' },
  { id: 'CO', name: 'Colorado' },
];
/** The view as a route composes it: the list's URL state held outside, passed in. */
function Tracked({ list = 'mine', ...props }: Omit<TrackedBillsViewProps, 'list'> & { list?: TrackedList }) {
  return <TrackedBillsView list={useTrackedBillsList(list)} {...props} />;
}
const view = (at = '/track-bills') =>
  renderWithRouter(<Tracked stateOptions={states} tags={tags} canSetPosition />, { path: '/track-bills', at });

afterEach(() => vi.unstubAllGlobals());

describe('TrackedBillsView', { timeout: 20_000 }, () => {
  it('asks the API with the filters of the URL and shows each bill with its link, tags, action and hearing', async () => {
    const fetchMock = fakeApi({ 'GET /api/tags/tracked-bills': reply([bill()]) });
    view('/track-bills?tagIds=3&states=TX&sort=billNumber');
    const link = await screen.findByRole('link', { name: 'TX HB 1' });
    expect(link).toHaveAttribute('href', '/bills/TX-892-HB-1');
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]));
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ tagIds: '3', states: 'TX', sort: 'billNumber' });
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('Energy')).toBeInTheDocument();
    expect(within(row).getByText('Passed')).toBeInTheDocument();
    expect(within(row).getByText('Effective immediately')).toBeInTheDocument();
    expect(within(row).getByText('House State Affairs')).toBeInTheDocument();
    expect(within(row).getByText('Dec 1, 9:00 AM')).toBeInTheDocument();
    expect(within(row).getByText('Support')).toBeInTheDocument();
    expect(screen.getByText('1 tracked bill')).toBeInTheDocument();
  });

  it('says which guest of the account added a bill (decision 084)', async () => {
    fakeApi({
      'GET /api/tags/tracked-bills': reply([
        bill({ addedByGuests: [{ id: 9, name: 'Gus Guest', email: 'gus@example.org' }] }),
        bill({ id: 'TX-892-HB-2', identifier: 'HB 2', addedByGuests: [] }),
      ]),
    });
    view();
    const row = (await screen.findByRole('link', { name: 'TX HB 1' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Added by guest Gus Guest')).toBeInTheDocument();
    const other = screen.getByRole('link', { name: 'TX HB 2' }).closest('tr') as HTMLElement;
    expect(within(other).queryByText(/Added by guest/)).not.toBeInTheDocument();
  });

  it('puts a filter change into the URL and goes back to page 1', async () => {
    fakeApi({ 'GET /api/tags/tracked-bills': reply([bill()]) });
    const user = userEvent.setup();
    view('/track-bills?page=2');
    await screen.findByRole('link', { name: 'TX HB 1' });
    await user.click(screen.getByRole('checkbox', { name: 'Enrolled' }));
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/track-bills?progressStatuses=3');
    await user.click(screen.getByRole('checkbox', { name: 'Bills with my alerts on' }));
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(
      '/track-bills?progressStatuses=3&alertsOnly=true',
    );
  });

  it('says how to start tracking when nothing is tracked, and how to widen a filter that leaves nothing', async () => {
    fakeApi({ 'GET /api/tags/tracked-bills': reply([]) });
    const { unmount } = view();
    expect(await screen.findByText('You are not tracking any bills yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find bills' })).toHaveAttribute('href', '/bills');
    expect(screen.getAllByRole('link', { name: 'Upload a track list' })[0]).toHaveAttribute(
      'href',
      '/upload-track-list',
    );
    unmount();
    const user = userEvent.setup();
    view('/track-bills?states=CO');
    expect(await screen.findByText('No tracked bills match these filters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(/^\/track-bills$/);
  });

  it('shows the server’s reason when the list cannot load', async () => {
    fakeApi({
      'GET /api/tags/tracked-bills': () => new Response(JSON.stringify({ message: 'Boom' }), { status: 500 }),
    });
    view();
    expect(await screen.findByText('The tracked bills could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Boom')).toBeInTheDocument();
  });

  it('runs bulk actions on the selected bills: alerts on, and a position with a note', async () => {
    const posted: unknown[] = [];
    fakeApi({
      'GET /api/tags/tracked-bills': reply([bill(), bill({ id: 'TX-892-SB-1', identifier: 'SB 1' })]),
      'POST /api/tags/tracked-bills/account/bulk': ({ body }) => {
        posted.push(body);
        return { action: (body as { action: string }).action, changed: 2, message: 'Done for 2 bills.' };
      },
    });
    const user = userEvent.setup();
    view();
    await user.click(await screen.findByRole('checkbox', { name: 'Select every bill on this page' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Alerts on' }));
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ action: 'alertOn', billIds: ['TX-892-HB-1', 'TX-892-SB-1'] });

    await user.click(screen.getByRole('checkbox', { name: 'Select TX SB 1' }));
    await user.click(screen.getByRole('button', { name: 'Set position…' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Position'), 'oppose');
    await user.type(within(dialog).getByLabelText('Note (optional)'), 'Too costly');
    await user.click(within(dialog).getByRole('button', { name: 'Set position' }));
    await vi.waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]).toEqual({ action: 'position', position: 'oppose', note: 'Too costly', billIds: ['TX-892-HB-1'] });
  });

  it('offers no position to members who may not set one', async () => {
    fakeApi({ 'GET /api/tags/tracked-bills': reply([bill()]) });
    const user = userEvent.setup();
    renderWithRouter(<Tracked stateOptions={states} tags={tags} canSetPosition={false} />, {
      path: '/track-bills',
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select TX HB 1' }));
    expect(screen.getByRole('button', { name: 'Alerts off' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set position…' })).not.toBeInTheDocument();
  });

  it('shows each bill’s owner and filters by owner in analyst-portal accounts, and neither elsewhere', async () => {
    const fetchMock = fakeApi({
      'GET /api/tags/tracked-bills': reply([
        bill({ owner: { type: 'user', id: 7, name: 'Ana Analyst' } }),
        bill({ id: 'TX-892-SB-2', identifier: 'SB 2', owner: { type: 'team', id: 2, name: 'Energy desk' } }),
        bill({ id: 'TX-892-HB-3', identifier: 'HB 3', owner: null }),
      ]),
    });
    const owners = { people: [{ id: 7, name: 'Ana Analyst' }], teams: [{ id: 2, name: 'Energy desk' }] };
    const user = userEvent.setup();
    const { unmount } = renderWithRouter(<Tracked stateOptions={states} tags={tags} canSetPosition owners={owners} />, {
      path: '/track-bills',
      at: '/track-bills?ownerTeamId=2',
    });
    const row = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;
    await screen.findByRole('link', { name: 'TX HB 1' });
    expect(screen.getByRole('columnheader', { name: 'Owner' })).toBeInTheDocument();
    expect(within(row('TX HB 1')).getByText('Ana Analyst')).toBeInTheDocument();
    expect(within(row('TX SB 2')).getByText('Energy desk')).toBeInTheDocument();
    expect(within(row('TX HB 3')).getByText('Unowned')).toBeInTheDocument();
    const firstUrl = new URL(String(fetchMock.mock.calls[0]?.[0]));
    expect(firstUrl.searchParams.get('ownerTeamId')).toBe('2');

    const select = screen.getByLabelText('Owner');
    expect(select).toHaveValue('team:2');
    await user.selectOptions(select, 'Ana Analyst');
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(/^\/track-bills\?ownerUserId=7$/);
    await user.selectOptions(select, 'Unowned');
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(/^\/track-bills\?unowned=true$/);
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some((call) => new URL(String(call[0])).searchParams.get('unowned') === 'true')).toBe(
        true,
      ),
    );
    await user.selectOptions(select, 'Any owner');
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(/^\/track-bills$/);
    unmount();

    view();
    await screen.findByRole('link', { name: 'TX HB 1' });
    expect(screen.queryByRole('columnheader', { name: 'Owner' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Owner')).not.toBeInTheDocument();
  });

  it('shows the lobbyists’ list read only, with their filter, the route’s columns and an export of every page', async () => {
    const asked: URLSearchParams[] = [];
    fakeApi({
      'GET /api/tags/tracked-bills/account': ({ url }) => {
        asked.push(url.searchParams);
        const lee = { id: 7, name: 'Lee Advocate', isLobbyist: true };
        return { ...reply([bill({ trackedBy: [lee] })]), total: 1 };
      },
    });
    const files: Blob[] = [];
    // jsdom makes no object URLs: the exported file is caught where its download link is made (for this file only).
    URL.createObjectURL = (blob: Blob) => {
      files.push(blob);
      return 'blob:export';
    };
    URL.revokeObjectURL = () => {};
    const columns: TrackedBillColumn[] = [
      {
        header: 'Trackers',
        cell: (item, page) => `${item.trackedBy.map((tracker) => tracker.name).join(', ')} (1 of ${page.length})`,
        exportValue: (item) => item.trackedBy.map((tracker) => tracker.name).join('; '),
      },
    ];
    const user = userEvent.setup();
    renderWithRouter(
      <Tracked
        list="lobbyists"
        readOnly
        stateOptions={states}
        tags={tags}
        trackers={[{ id: 7, name: 'Lee Advocate' }]}
        columns={columns}
        exportFileStem="lobbyist-bills"
      />,
      // A hand-made link asking to leave the lobbyists out of their own list: the URL's value is dropped.
      { path: '/tracked-bills', at: '/tracked-bills?userIds=7&excludeLobbyistUsers=true' },
    );
    const row = (await screen.findByRole('link', { name: 'TX HB 1' })).closest('tr') as HTMLElement;
    expect(screen.getByRole('columnheader', { name: 'Trackers' })).toBeInTheDocument();
    expect(within(row).getByText('Lee Advocate (1 of 1)')).toBeInTheDocument();
    expect(Object.fromEntries(asked[0] ?? [])).toMatchObject({ lobbyistUsersOnly: 'true', userIds: '7' });
    expect(asked[0]?.has('excludeLobbyistUsers')).toBe(false);
    // Read only: nothing to select for bulk changes, no upload of the caller's own list.
    expect(screen.queryByRole('checkbox', { name: 'Select every bill on this page' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Upload a track list' })).toBeNull();

    const filters = screen.getByRole('complementary', { name: 'Filters' });
    expect(within(filters).getByRole('checkbox', { name: 'Lee Advocate' })).toBeChecked();
    expect(within(filters).queryByRole('checkbox', { name: 'Leave out lobbyist users’ tracking' })).toBeNull();
    await user.click(within(filters).getByRole('checkbox', { name: 'Tracked by two or more lobbyists' }));
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(
      /^\/tracked-bills\?userIds=7&jointTracked=true$/,
    );
    await vi.waitFor(() => expect(asked.at(-1)?.get('jointTracked')).toBe('true'));

    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV (.csv)' }));
    await vi.waitFor(() => expect(files).toHaveLength(1));
    const lines = (await (files[0] as Blob).text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Bill,Title,Session,Status,Trackers,Tags,Latest action date,Latest action,First tracked');
    expect(lines[1]).toContain('TX HB 1,Relating to youth camps,');
    expect(lines[1]).toContain(',Passed,Lee Advocate,Energy,2025-09-05,');
    expect(asked.at(-1)?.get('pageSize')).toBe('100');
  });
});

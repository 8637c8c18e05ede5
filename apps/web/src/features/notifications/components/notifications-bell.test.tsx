import type { Notification } from '@statehouse/shared/notifications/notifications.schemas';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetLiveEventsForTests } from '@/lib/live-events';
import { fakeApi, json, signedInRoutes, signedOutRoutes } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';

// Pages load as lazy chunks; under a busy test run the first render can take a few seconds.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  resetLiveEventsForTests();
  vi.unstubAllGlobals();
});

/** The browser's EventSource as the server would drive it: the test sends the events. */
class FakeEventSource extends EventTarget {
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = 0;
  constructor(readonly url: string) {
    super();
    FakeEventSource.instances.push(this);
  }
  close() {
    this.readyState = 2;
  }
  send(name: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(name, { data: JSON.stringify(data) }));
  }
}

const notification = (overrides: Partial<Notification>): Notification => ({
  Id: 1,
  IsRead: false,
  kind: 'bill_update',
  title: 'HB 1 passed the House',
  body: 'Texas HB 1 was engrossed.',
  link: null,
  createdAt: '2026-03-02T15:00:00.000Z',
  billId: null,
  delayMs: null,
  payload: null,
  ...overrides,
});

const sample = () => [
  notification({ Id: 7, title: 'HB 1 passed the House' }),
  notification({ Id: 5, title: 'Hearing on SB 20 tomorrow', kind: 'hearing', link: '/bills' }),
  notification({ Id: 3, title: 'Weekly digest', IsRead: true }),
];

const itemOf = (title: string) => {
  const item = screen.getByText(title).closest('li');
  if (!item) throw new Error(`no list item for ${title}`);
  return item;
};

async function openBell(user: ReturnType<typeof userEvent.setup>, name: string | RegExp = /^Notifications/) {
  await user.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name: 'Notifications' });
}

describe('notifications in the top bar', () => {
  it('shows the unread count and lists the notifications newest first', async () => {
    fakeApi({ ...signedInRoutes(), 'GET /api/notifications': { data: sample() } });
    const user = userEvent.setup({ delay: null });
    renderRoute('/dashboard');

    const bell = await screen.findByRole('button', { name: 'Notifications (2 unread)' });
    expect(within(bell).getByTestId('notifications-badge')).toHaveTextContent('2');
    const popover = await openBell(user, 'Notifications (2 unread)');

    const titles = within(popover)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('p')?.textContent);
    expect(titles).toEqual(['HB 1 passed the House', 'Hearing on SB 20 tomorrow', 'Weekly digest']);
    expect(within(popover).getByRole('link', { name: 'Hearing on SB 20 tomorrow' })).toHaveAttribute('href', '/bills');
    expect(within(popover).getByRole('button', { name: 'Mark all as read' })).toBeInTheDocument();
    expect(within(itemOf('Weekly digest')).getByText('Read')).toBeInTheDocument();
    expect(within(itemOf('HB 1 passed the House')).getByRole('button', { name: /as read/ })).toBeInTheDocument();
  });

  it('marks one notification as read and shows it as read afterwards', async () => {
    const posted: unknown[] = [];
    fakeApi({
      ...signedInRoutes(),
      'GET /api/notifications': { data: sample() },
      'POST /api/notifications/mark-as-read': ({ body }: { body: unknown }) => {
        posted.push(body);
        return { updated: 1 };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderRoute('/dashboard');
    await openBell(user, 'Notifications (2 unread)');

    await user.click(within(itemOf('HB 1 passed the House')).getByRole('button', { name: /as read/ }));

    await waitFor(() => expect(itemOf('HB 1 passed the House')).toHaveAttribute('data-read', 'true'));
    expect(within(itemOf('HB 1 passed the House')).getByText('Read')).toBeInTheDocument();
    expect(posted).toEqual([{ notificationIds: [7] }]);
    expect(screen.getByRole('button', { name: 'Notifications (1 unread)' })).toBeInTheDocument();
    expect(itemOf('Hearing on SB 20 tomorrow')).toHaveAttribute('data-read', 'false');
  });

  it('marks all unread notifications as read at once', async () => {
    const posted: unknown[] = [];
    fakeApi({
      ...signedInRoutes(),
      'GET /api/notifications': { data: sample() },
      'POST /api/notifications/mark-as-read': ({ body }: { body: unknown }) => {
        posted.push(body);
        return { updated: 2 };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderRoute('/dashboard');
    const popover = await openBell(user, 'Notifications (2 unread)');

    await user.click(within(popover).getByRole('button', { name: 'Mark all as read' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument());
    expect(posted).toEqual([{ notificationIds: [7, 5] }]);
    for (const item of within(popover).getAllByRole('listitem')) expect(item).toHaveAttribute('data-read', 'true');
    expect(within(popover).queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('shows the destructive toast when marking as read fails and leaves the item unread', async () => {
    fakeApi({
      ...signedInRoutes(),
      'GET /api/notifications': { data: sample() },
      'POST /api/notifications/mark-as-read': () => json({ message: 'Server unavailable' }, 503),
    });
    const user = userEvent.setup({ delay: null });
    renderRoute('/dashboard');
    await openBell(user, 'Notifications (2 unread)');

    await user.click(within(itemOf('HB 1 passed the House')).getByRole('button', { name: /as read/ }));

    expect(await screen.findByText('Failed to mark notification as read')).toBeInTheDocument();
    expect(screen.getByText('Please try again later')).toBeInTheDocument();
    expect(itemOf('HB 1 passed the House')).toHaveAttribute('data-read', 'false');
    expect(screen.getByRole('button', { name: 'Notifications (2 unread)' })).toBeInTheDocument();
  });

  it('shows an empty list when the notifications cannot be loaded', async () => {
    const fetchMock = fakeApi({
      ...signedInRoutes(),
      'GET /api/notifications': () => json({ message: 'down' }, 500),
    });
    const user = userEvent.setup({ delay: null });
    renderRoute('/dashboard');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/notifications'))).toBe(true),
    );

    const popover = await openBell(user, 'Notifications');
    expect(within(popover).getByText('No notifications')).toBeInTheDocument();
    expect(within(popover).queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('notifications-badge')).not.toBeInTheDocument();
  });

  it('does not fetch notifications while nobody is signed in', async () => {
    const fetchMock = fakeApi(signedOutRoutes());
    const { router } = renderRoute('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/notifications'))).toBe(false);
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
  });

  it('shows a notification pushed live without a reload, with a toast and its measured delay', async () => {
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    fakeApi({ ...signedInRoutes(), 'GET /api/notifications': { data: sample() } });
    const user = userEvent.setup({ delay: null });
    renderRoute('/dashboard');
    await screen.findByRole('button', { name: 'Notifications (2 unread)' });
    const source = await waitFor(() => {
      const [only] = FakeEventSource.instances;
      if (!only) throw new Error('no stream yet');
      return only;
    });
    expect(source.url).toMatch(/\/api\/notifications\/stream/);

    const pushed = notification({ Id: 9, title: '2 updates on TX HB 1', body: 'New action: Referred', delayMs: 420 });
    act(() => {
      source.send('notification', pushed);
      source.send('notification', pushed); // the same one twice (a replay after a reconnect) counts once
    });

    await screen.findByRole('button', { name: 'Notifications (3 unread)' });
    expect(await screen.findByRole('status')).toHaveTextContent('2 updates on TX HB 1');
    const popover = await openBell(user, 'Notifications (3 unread)');
    const first = within(popover).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent('2 updates on TX HB 1');
    expect(first).toHaveTextContent('0.4 s after publication');
  });
});

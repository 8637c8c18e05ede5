import type { AlertChannelsReply } from '@statehouse/shared/alerts/alerts.schemas';
import { defaultUserSettings, type UserSettings } from '@statehouse/shared/users/users.schemas';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, json } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/render-with-router';
import { NotificationPreferences } from './notification-preferences';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const channels = (email: boolean): AlertChannelsReply => ({
  channels: [
    { channel: 'in_app', serverAvailable: true, available: true, message: null },
    {
      channel: 'email',
      serverAvailable: email,
      available: email,
      message: email ? null : 'E-mail alerts are off: this server has no mail server (SMTP_URL).',
    },
    {
      channel: 'sms',
      serverAvailable: true,
      available: false,
      message: 'Text message alerts need your phone number: add it under Notifications in your settings.',
    },
  ],
});

/** The user's settings on the fake server: POST merges notifications as the API does. */
function server(options: { email?: boolean } = {}) {
  let stored: UserSettings = structuredClone(defaultUserSettings);
  const posts: unknown[] = [];
  const fetchMock = fakeApi({
    'GET /api/user-settings': () => stored,
    'POST /api/user-settings': ({ body }) => {
      posts.push(body);
      const sent = body as { notifications: Partial<UserSettings['notifications']> };
      stored = { ...stored, notifications: { ...stored.notifications, ...sent.notifications } };
      return stored;
    },
    'GET /api/alerts/channels': channels(options.email ?? true),
  });
  return { posts, stored: () => stored, fetchMock };
}

describe('NotificationPreferences', () => {
  it('shows each channel’s kinds as a matrix and saves one cell with the whole list for that channel', async () => {
    const user = userEvent.setup();
    const { posts, stored } = server();
    renderWithRouter(<NotificationPreferences />);

    const cell = await screen.findByRole('checkbox', { name: 'Mentioned in a hearing by E-mail' });
    expect(cell).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Vote by E-mail' })).toBeChecked();
    // SMS is switched off in the defaults: its cells are disabled.
    expect(screen.getByRole('checkbox', { name: 'Status change by Text message' })).toBeDisabled();

    await user.click(cell);
    await waitFor(() =>
      expect(posts).toEqual([
        {
          notifications: {
            emailKinds: [
              'new_action',
              'new_version',
              'new_vote',
              'status_change',
              'hearing_scheduled',
              'hearing_moved',
              'mentioned_in_hearing',
            ],
          },
        },
      ]),
    );
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Mentioned in a hearing by E-mail' })).toBeChecked(),
    );

    // Keyboard: switch SMS on with the space bar.
    screen.getByRole('checkbox', { name: 'Text message alerts on' }).focus();
    await user.keyboard(' ');
    await waitFor(() => expect(stored().notifications.sms).toBe(true));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Status change by Text message' })).toBeEnabled());
    expect(screen.getByText(/Text message alerts need your phone number/)).toBeInTheDocument();
  });

  it('disables a channel this server cannot deliver on and says why', async () => {
    server({ email: false });
    renderWithRouter(<NotificationPreferences />);
    expect(
      await screen.findByText('E-mail alerts are off: this server has no mail server (SMTP_URL).'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'E-mail alerts on' })).toBeDisabled());
    expect(screen.getByRole('checkbox', { name: 'E-mail alerts on' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Vote by E-mail' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Vote by In-app' })).toBeEnabled();
  });

  it('checks the phone number before saving it, and refreshes the channels after', async () => {
    const user = userEvent.setup();
    const { posts, fetchMock } = server();
    renderWithRouter(<NotificationPreferences />);
    const phone = await screen.findByRole('textbox', { name: 'Phone for text messages' });

    await user.type(phone, '512-555-0100');
    await user.click(screen.getByRole('button', { name: 'Save phone' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'phone must be in international form, such as +15125550100',
    );
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(posts).toEqual([]);

    await user.clear(phone);
    await user.type(phone, '+1 (512) 555-0100');
    await user.click(screen.getByRole('button', { name: 'Save phone' }));
    await waitFor(() => expect(posts).toEqual([{ notifications: { phone: '+15125550100' } }]));
    const channelCalls = () =>
      fetchMock.mock.calls.filter(([input]) => String(input).includes('/api/alerts/channels')).length;
    await waitFor(() => expect(channelCalls()).toBe(2));
  });

  it('saves the e-mail delivery and the time zone', async () => {
    const user = userEvent.setup();
    const { posts } = server();
    renderWithRouter(<NotificationPreferences />);
    await user.click(await screen.findByRole('radio', { name: /Daily digest/ }));
    await waitFor(() => expect(posts).toEqual([{ notifications: { emailDelivery: 'daily' } }]));
    const zone = screen.getByRole('combobox', { name: 'Time zone' });
    expect(zone).toHaveValue('America/Chicago');
    await user.selectOptions(zone, 'Europe/Berlin');
    await waitFor(() => expect(posts).toContainEqual({ notifications: { timeZone: 'Europe/Berlin' } }));
  });

  it('shows a click at once and puts the stored value back when saving fails', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    fakeApi({
      'GET /api/user-settings': defaultUserSettings,
      'GET /api/alerts/channels': channels(true),
      'POST /api/user-settings': () =>
        new Promise((resolve) => {
          release = () => resolve(json({ message: 'The database is away', code: 'UNAVAILABLE' }, 503));
        }),
    });
    renderWithRouter(<NotificationPreferences />);
    const cell = await screen.findByRole('checkbox', { name: 'Vote by In-app' });
    await user.click(cell);
    expect(cell).not.toBeChecked();
    release();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Vote by In-app' })).toBeChecked());
  });
});

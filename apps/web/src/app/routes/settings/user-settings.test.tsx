import { defaultUserSettings, type UserSettings } from '@statehouse/shared/users/users.schemas';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, signedInRoutes, signedOutRoutes } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';

configure({ asyncUtilTimeout: 5000 });

/** The user's settings on the fake server: GET reads them, POST merges what is sent (as the API does). */
function settingsRoutes(initial: UserSettings) {
  let stored = initial;
  const posts: unknown[] = [];
  return {
    posts,
    stored: () => stored,
    routes: {
      'GET /api/user-settings': () => stored,
      'POST /api/user-settings': ({ body }: { body: unknown }) => {
        posts.push(body);
        stored = { ...stored, ...(body as Partial<UserSettings>) };
        return stored;
      },
    },
  };
}

const themeButtons = () => within(screen.getByRole('group', { name: 'Theme' }));

describe('theme: one state for the header menu and the settings page', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    document.documentElement.classList.remove('dark');
  });

  it('applies the theme stored in the user settings over the browser one on sign-in', async () => {
    localStorage.setItem('theme', 'light');
    const server = settingsRoutes({ ...defaultUserSettings, theme: 'dark' });
    fakeApi({ ...signedInRoutes(), ...server.routes });
    renderRoute('/user-settings');

    await waitFor(() =>
      expect(themeButtons().getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(document.documentElement).toHaveClass('dark');
    // Kept locally too, so the next load starts dark before any request (theme-init.js).
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(server.posts).toEqual([]);
  });

  it('a choice in the header menu shows on the settings page and is saved to the user settings', async () => {
    const user = userEvent.setup();
    const server = settingsRoutes({ ...defaultUserSettings, theme: 'light' });
    fakeApi({ ...signedInRoutes(), ...server.routes });
    renderRoute('/user-settings');
    await waitFor(() =>
      expect(themeButtons().getByRole('button', { name: 'Light' })).toHaveAttribute('aria-pressed', 'true'),
    );

    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: /^Theme/ }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Dark' }));

    await waitFor(() =>
      expect(themeButtons().getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(document.documentElement).toHaveClass('dark');
    await waitFor(() => expect(server.posts).toEqual([{ theme: 'dark' }]));
    expect(server.stored().theme).toBe('dark');

    // And the other way: the settings page's choice is what the header menu shows.
    await user.click(themeButtons().getByRole('button', { name: 'System' }));
    await waitFor(() => expect(server.posts).toEqual([{ theme: 'dark' }, { theme: 'system' }]));
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: /^Theme/ }));
    expect(await screen.findByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'true');
    expect(localStorage.getItem('theme')).toBe('system');
  });

  it('signed out, the public header keeps the theme in this browser only', async () => {
    localStorage.setItem('theme', 'light');
    const user = userEvent.setup();
    const fetchMock = fakeApi(signedOutRoutes());
    renderRoute('/');
    await screen.findByRole('heading', { level: 1 });

    await user.click(
      // The header has one switch for wide screens and one in the phone menu; both are the same state.
      within(screen.getByRole('banner')).getAllByRole('button', { name: /^Theme: Light\. Switch to Dark/ })[0]!,
    );

    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    const settingsCalls = fetchMock.mock.calls.filter(([input]) => String(input).includes('/api/user-settings'));
    expect(settingsCalls).toEqual([]);
  });
});

describe('notification preferences on /user-settings', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the channel matrix with the reason a channel is off, and saves a cell', async () => {
    const user = userEvent.setup();
    // As the API does: notification preferences merge key by key.
    let stored: UserSettings = structuredClone(defaultUserSettings);
    const posts: unknown[] = [];
    fakeApi({
      ...signedInRoutes(),
      'GET /api/user-settings': () => stored,
      'POST /api/user-settings': ({ body }: { body: unknown }) => {
        posts.push(body);
        const sent = body as { notifications: Partial<UserSettings['notifications']> };
        stored = { ...stored, notifications: { ...stored.notifications, ...sent.notifications } };
        return stored;
      },
      'GET /api/alerts/channels': {
        channels: [
          { channel: 'in_app', serverAvailable: true, available: true, message: null },
          {
            channel: 'email',
            serverAvailable: false,
            available: false,
            message: 'E-mail alerts are off: this server has no mail server (SMTP_URL).',
          },
          { channel: 'sms', serverAvailable: false, available: false, message: 'Text message alerts are off.' },
        ],
      },
    });
    renderRoute('/user-settings');

    const matrix = await screen.findByRole('table', { name: 'Events by channel' });
    expect(screen.getByText('E-mail alerts are off: this server has no mail server (SMTP_URL).')).toBeInTheDocument();
    await waitFor(() => expect(within(matrix).getByRole('checkbox', { name: 'Vote by E-mail' })).toBeDisabled());
    await user.click(within(matrix).getByRole('checkbox', { name: 'Mentioned in a hearing by In-app' }));
    await waitFor(() =>
      expect(posts).toEqual([
        {
          notifications: {
            inAppKinds: [
              'new_action',
              'new_version',
              'new_vote',
              'status_change',
              'hearing_scheduled',
              'hearing_moved',
            ],
          },
        },
      ]),
    );
    await waitFor(() =>
      expect(within(matrix).getByRole('checkbox', { name: 'Mentioned in a hearing by In-app' })).not.toBeChecked(),
    );
  });
});

import type { AlertChannelsReply, BillAlert } from '@statehouse/shared/alerts/alerts.schemas';
import { defaultUserSettings } from '@statehouse/shared/users/users.schemas';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, json } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/render-with-router';
import { BillAlertButton } from './bill-alert-button';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const noAlert: BillAlert = {
  billId: 'TX-892-HB-1',
  enabled: false,
  eventKinds: [],
  channels: [],
  saved: false,
  updatedAt: null,
};
const channelsWithoutMail: AlertChannelsReply = {
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
};

function server(initial: BillAlert = noAlert) {
  let stored = initial;
  const posts: unknown[] = [];
  fakeApi({
    'GET /api/bill-alerts': () => stored,
    'POST /api/bill-alerts': ({ body }) => {
      posts.push(body);
      stored = { ...stored, ...(body as Partial<BillAlert>), saved: true, updatedAt: '2026-11-25T00:00:00.000Z' };
      return stored;
    },
    'GET /api/user-settings': defaultUserSettings,
    'GET /api/alerts/channels': channelsWithoutMail,
  });
  return { posts };
}

const summary = () => within(screen.getByRole('region', { name: 'What you will get' }));

describe('BillAlertButton', () => {
  it('sets an alert with chosen events and explains where they go, by the routing rule', async () => {
    const user = userEvent.setup();
    const { posts } = server();
    renderWithRouter(<BillAlertButton billId="TX-892-HB-1" />);

    await user.click(await screen.findByRole('button', { name: 'Alerts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alerts on this bill' });
    expect(within(dialog).getByRole('checkbox', { name: 'Alert me about this bill' })).toBeChecked();
    // Following settings: every kind in-app, most by e-mail; SMS is off in the default settings. This server has no
    // mail server, so e-mail is not among what the user gets: it is said beside it instead.
    await waitFor(() => expect(summary().getByText('You will get: In-app')).toBeInTheDocument());
    expect(summary().getByText('Mentioned in a hearing: In-app')).toBeInTheDocument();
    expect(summary().getByText('Status change: In-app')).toBeInTheDocument();
    expect(summary().queryByText(/: In-app, E-mail$/)).not.toBeInTheDocument();
    expect(
      summary().getByText('E-mail alerts are off: this server has no mail server (SMTP_URL).'),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: 'Only these events' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Vote' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Status change' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Only these channels' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'In-app' }));
    expect(summary().getByText('You will get: In-app')).toBeInTheDocument();
    expect(summary().getByText('Vote: In-app')).toBeInTheDocument();
    expect(summary().queryByText(/Mentioned in a hearing/)).not.toBeInTheDocument();
    expect(summary().queryByText(/E-mail alerts are off/)).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save alert' }));
    await waitFor(() =>
      expect(posts).toEqual([
        { billId: 'TX-892-HB-1', enabled: true, eventKinds: ['new_vote', 'status_change'], channels: ['in_app'] },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Alerts on; change alerts' })).toBeInTheDocument();
  });

  it('says an alert with no event ticked would never fire, lists no events, and saves nothing', async () => {
    const user = userEvent.setup();
    const { posts } = server();
    renderWithRouter(<BillAlertButton billId="TX-892-HB-1" />);
    await user.click(await screen.findByRole('button', { name: 'Alerts' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(summary().getByText('You will get: In-app')).toBeInTheDocument());
    await user.click(within(dialog).getByRole('radio', { name: 'Only these events' }));
    expect(
      summary().getByText(/No event is ticked under “Only these events”: this alert would never fire/),
    ).toBeVisible();
    expect(summary().queryByText(/You will get/)).not.toBeInTheDocument();
    expect(summary().queryByText(/New action|Vote|Mentioned in a hearing/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save alert' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose at least one event, or follow your settings.');
    expect(posts).toEqual([]);
  });

  it('says an alert whose only channel this server cannot deliver on can never fire, and refuses to save it', async () => {
    const user = userEvent.setup();
    const { posts } = server();
    renderWithRouter(<BillAlertButton billId="TX-892-HB-1" />);
    await user.click(await screen.findByRole('button', { name: 'Alerts' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Only these channels' }));
    expect(summary().getByText(/No channel is ticked under “Only these channels”/)).toBeVisible();
    await user.click(within(dialog).getByRole('checkbox', { name: 'E-mail' }));
    const never = 'This alert can never fire: E-mail alerts are off: this server has no mail server (SMTP_URL).';
    await waitFor(() => expect(summary().getByText(never, { exact: false })).toBeVisible());
    expect(summary().queryByText(/You will get/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save alert' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(never);
    expect(posts).toEqual([]);
  });

  it('opens a saved alert as stored and switches it off', async () => {
    const user = userEvent.setup();
    const { posts } = server({
      ...noAlert,
      enabled: true,
      saved: true,
      eventKinds: ['hearing_scheduled'],
      updatedAt: '2026-11-01T00:00:00.000Z',
    });
    renderWithRouter(<BillAlertButton billId="TX-892-HB-1" />);
    await user.click(await screen.findByRole('button', { name: 'Alerts on; change alerts' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('radio', { name: 'Only these events' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Hearing scheduled' })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Alert me about this bill' }));
    expect(summary().getByText('You will get nothing about this bill.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save alert' }));
    await waitFor(() =>
      expect(posts).toEqual([
        { billId: 'TX-892-HB-1', enabled: false, eventKinds: ['hearing_scheduled'], channels: [] },
      ]),
    );
    expect(await screen.findByRole('button', { name: 'Alerts' })).toBeInTheDocument();
  });

  it('shows the server’s message when saving fails', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/bill-alerts': noAlert,
      'POST /api/bill-alerts': () => json({ message: 'Bill TX-892-HB-1 was not found', code: 'NOT_FOUND' }, 404),
      'GET /api/user-settings': defaultUserSettings,
      'GET /api/alerts/channels': channelsWithoutMail,
    });
    renderWithRouter(<BillAlertButton billId="TX-892-HB-1" />);
    await user.click(await screen.findByRole('button', { name: 'Alerts' }));
    await user.click(await screen.findByRole('button', { name: 'Save alert' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bill TX-892-HB-1 was not found');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

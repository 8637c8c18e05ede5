import type { AlertChannelsReply } from '@statehouse/shared/alerts/alerts.schemas';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, json } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/render-with-router';
import { ShareEmailDialog } from './share-email-dialog';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const channels = (mail: boolean): AlertChannelsReply => ({
  channels: [
    { channel: 'in_app', serverAvailable: true, available: true, message: null },
    {
      channel: 'email',
      serverAvailable: mail,
      available: mail,
      message: mail ? null : 'E-mail alerts are off: this server has no mail server (SMTP_URL).',
    },
    { channel: 'sms', serverAvailable: false, available: false, message: 'off' },
  ],
});

describe('ShareEmailDialog', () => {
  it('sends the recipients and the note for a bill', async () => {
    const user = userEvent.setup();
    const posts: unknown[] = [];
    fakeApi({
      'GET /api/alerts/channels': channels(true),
      'POST /api/email/send': ({ body }) => {
        posts.push(body);
        return json({ queued: 2, subject: 'x', message: 'Shared with 2 recipients.' }, 202);
      },
    });
    renderWithRouter(<ShareEmailDialog target={{ kind: 'bill', billId: 'TX-892-HB-1' }} />);
    await user.click(screen.getByRole('button', { name: 'Share by e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share by e-mail' });

    await user.type(within(dialog).getByRole('textbox', { name: 'To' }), 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('to: each recipient must be an e-mail address');
    expect(posts).toEqual([]);

    await user.clear(within(dialog).getByRole('textbox', { name: 'To' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'To' }), 'ann@example.com, bob@example.org');
    await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'Please read');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(posts).toEqual([
        { kind: 'bill', billId: 'TX-892-HB-1', to: ['ann@example.com', 'bob@example.org'], note: 'Please read' },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says mail is off and cannot be sent when the server has no mail server', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /api/alerts/channels': channels(false) });
    renderWithRouter(<ShareEmailDialog target={{ kind: 'tag', tagId: 3 }} />);
    await user.click(screen.getByRole('button', { name: 'Share by e-mail' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText('Sharing by e-mail is off: this server has no mail server (SMTP_URL).'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(within(dialog).getByRole('textbox', { name: 'To' })).toBeDisabled();
  });
});

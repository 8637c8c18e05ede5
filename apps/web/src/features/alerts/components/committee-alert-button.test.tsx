import type { CommitteeAlert } from '@statehouse/shared/alerts/alerts.schemas';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/render-with-router';
import { CommitteeAlertButton } from './committee-alert-button';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

describe('CommitteeAlertButton', () => {
  it('saves the chosen committee events and channels, and shows the alert as on', async () => {
    const user = userEvent.setup();
    let stored: CommitteeAlert = {
      committeeId: 'ocd-organization/1',
      enabled: false,
      eventKinds: [],
      channels: [],
      saved: false,
      updatedAt: null,
    };
    const posts: unknown[] = [];
    fakeApi({
      'GET /api/committee-alerts': () => stored,
      'POST /api/committee-alerts': ({ body }) => {
        posts.push(body);
        stored = { ...stored, ...(body as Partial<CommitteeAlert>), saved: true, updatedAt: '2026-11-25T00:00:00Z' };
        return stored;
      },
      'GET /api/alerts/channels': {
        channels: [
          { channel: 'in_app', serverAvailable: true, available: true, message: null },
          { channel: 'email', serverAvailable: false, available: false, message: 'E-mail alerts are off.' },
          { channel: 'sms', serverAvailable: false, available: false, message: 'Text message alerts are off.' },
        ],
      },
    });
    renderWithRouter(<CommitteeAlertButton committeeId="ocd-organization/1" name="Senate Finance" />);
    await user.click(await screen.findByRole('button', { name: 'Alerts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alerts on Senate Finance' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'A tracked bill on the agenda' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'E-mail' }));
    expect(within(dialog).getByText('E-mail alerts are off.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save alert' }));
    await waitFor(() =>
      expect(posts).toEqual([
        {
          committeeId: 'ocd-organization/1',
          enabled: true,
          eventKinds: ['tracked_bill_on_agenda'],
          channels: ['email'],
        },
      ]),
    );
    expect(await screen.findByRole('button', { name: 'Alerts on; change alerts' })).toBeInTheDocument();
  });
});

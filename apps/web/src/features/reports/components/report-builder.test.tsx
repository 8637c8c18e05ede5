import type { AlertChannelsReply } from '@statehouse/shared/alerts/alerts.schemas';
import type { AdvancedFilters, ReportPreview, ReportRun } from '@statehouse/shared/reports/reports.schemas';
import { defaultUserSettings } from '@statehouse/shared/users/users.schemas';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/render-with-router';
import { ReportBuilder } from './report-builder';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const filters: AdvancedFilters = {
  state: null,
  session: null,
  sessions: [],
  states: [{ value: 'TX', label: 'Texas' }],
  types: [],
  statuses: [],
  subjects: [],
  parties: [],
  tags: [],
  columns: [],
  groupings: [],
  formats: [],
};
const preview: ReportPreview = { title: 'Bill report', subtitle: '', facts: [], tables: [] };
const run: ReportRun = {
  id: '5a4b8f0e-3a57-4d3c-9a52-1c2f0f3c9b10',
  kind: 'bill',
  format: 'pdf',
  title: 'x',
  status: 'done',
  fileName: 'x.pdf',
  sizeBytes: 10,
  rowCount: 1,
  error: null,
  createdAt: '2026-12-01T00:00:00.000Z',
  completedAt: '2026-12-01T00:00:01.000Z',
  createdBy: 'Dana Demo',
  schedule: null,
  deliveredTo: null,
  downloadUrl: null,
};
const channels = (email: boolean): AlertChannelsReply => ({
  channels: [
    { channel: 'in_app', serverAvailable: true, available: true, message: null },
    {
      channel: 'email',
      serverAvailable: email,
      available: email,
      message: email ? null : 'E-mail alerts are off: this server has no mail server (SMTP_URL).',
    },
    { channel: 'sms', serverAvailable: false, available: false, message: 'Text message alerts are off.' },
  ],
});

function server({ email = true, timeZone = 'America/Chicago' } = {}) {
  const runs: Record<string, unknown>[] = [];
  const schedules: Record<string, unknown>[] = [];
  fakeApi({
    'GET /api/report/populate-advanced-filters': filters,
    'POST /api/report/bill-report': ({ body }) => {
      const request = body as Record<string, unknown>;
      if (request.preview) return { preview };
      runs.push(request);
      return { run };
    },
    'POST /api/report/schedule': ({ body }) => {
      schedules.push(body as Record<string, unknown>);
      return {
        id: 1,
        name: (body as { name: string }).name,
        nextRunAt: '2026-12-07T14:00:00.000Z',
        timeZone: (body as { timeZone: string }).timeZone,
      };
    },
    'GET /api/user-settings': {
      ...defaultUserSettings,
      notifications: { ...defaultUserSettings.notifications, timeZone },
    },
    'GET /api/alerts/channels': channels(email),
  });
  return { runs, schedules };
}

const at = '/dashboard/reports/bill?by=bills&billIds=TX-892-HB-1';

describe('ReportBuilder', () => {
  it('downloads with the title the form shows, even when Download follows the typing at once', async () => {
    const user = userEvent.setup();
    const { runs } = server();
    renderWithRouter(<ReportBuilder kind="bill" />, { path: '/dashboard/reports/bill', at });
    const title = await screen.findByLabelText('Report title');
    await user.type(title, 'Weekly client brief');
    // In a browser the router renders the blur's URL change in a transition, so a click right after typing runs
    // before it lands. A click with no blur at all is that moment: the form shows the title, the URL has none yet.
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(runs).toHaveLength(1));
    expect(runs[0]).toMatchObject({ title: 'Weekly client brief', format: 'pdf' });
  });
});

describe('ReportBuilder schedule form', () => {
  it('takes the time in the user’s time zone from settings and shows the next run back in it', async () => {
    const user = userEvent.setup();
    const { schedules } = server({ timeZone: 'America/Chicago' });
    renderWithRouter(<ReportBuilder kind="bill" />, { path: '/dashboard/reports/bill', at });
    // The browser here runs in another zone than the user's setting: the form must not take the browser's.
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).not.toBe('America/Chicago');
    expect(await screen.findByLabelText('Time (America/Chicago)')).toHaveValue('08:00');
    await user.type(screen.getByLabelText('Recipients', { exact: true }), 'client@example.org');
    await user.click(screen.getByRole('button', { name: 'Schedule report' }));
    await waitFor(() => expect(schedules).toHaveLength(1));
    expect(schedules[0]).toMatchObject({ timeOfDay: '08:00', timeZone: 'America/Chicago' });
    // 14:00 UTC is 08:00 in Chicago in December: shown as entered, not in the browser's zone.
    expect(await screen.findByText(/next on Dec 7, 2026, 8:00 AM CST/)).toBeVisible();
    expect(screen.queryByText(/no mail server/)).not.toBeInTheDocument();
  });

  it('warns before saving that a server without a mail server e-mails nobody', async () => {
    const user = userEvent.setup();
    const { schedules } = server({ email: false });
    renderWithRouter(<ReportBuilder kind="bill" />, { path: '/dashboard/reports/bill', at });
    const warning = await screen.findByText(/This server has no mail server \(SMTP_URL\): .* not e-mailed to anyone\./);
    expect(warning).toBeVisible();
    expect(schedules).toEqual([]);
    expect(screen.getByRole('button', { name: 'Schedule report' })).toHaveAccessibleDescription(
      warning.textContent ?? '',
    );
    await user.type(screen.getByLabelText('Recipients', { exact: true }), 'client@example.org');
    await user.click(screen.getByRole('button', { name: 'Schedule report' }));
    expect(await screen.findByText(/\(not e-mailed: no mail server\)/)).toBeVisible();
  });
});

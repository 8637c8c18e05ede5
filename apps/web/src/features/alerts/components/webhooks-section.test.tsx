import type { Webhook, WebhookDeliveriesReply } from '@statehouse/shared/alerts/webhooks.schemas';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, json } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/render-with-router';
import { WebhooksSection } from './webhooks-section';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const hook = (overrides: Partial<Webhook> = {}): Webhook => ({
  id: 1,
  name: 'Team Slack',
  url: 'https://hooks.slack.com/services/T0/B0/x',
  format: 'slack',
  eventKinds: [],
  enabled: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  lastDelivery: null,
  ...overrides,
});

function server(initial: Webhook[] = []) {
  let list = initial;
  const posts: unknown[] = [];
  const deleted: string[] = [];
  const deliveries: WebhookDeliveriesReply = {
    data: [
      {
        id: 9,
        event: 'test',
        status: 'dead',
        attempts: 5,
        lastResponseStatus: 500,
        lastError: 'HTTP 500 Internal Server Error',
        delayMs: 1250,
        createdAt: '2026-11-20T10:00:00.000Z',
        sentAt: null,
        nextAttemptAt: null,
      },
    ],
    total: 1,
    page: 1,
    pageSize: 10,
  };
  fakeApi({
    'GET /api/webhooks': () => ({ data: list }),
    'POST /api/webhooks': ({ body }) => {
      posts.push(body);
      const created = hook({ id: 2, ...(body as Partial<Webhook>) });
      list = [...list, created];
      return json({ webhook: created, secret: 'whsec_abc123' }, 201);
    },
    'DELETE /api/webhooks/1': ({ url }) => {
      deleted.push(url.pathname);
      list = list.filter((item) => item.id !== 1);
      return { deleted: true };
    },
    'GET /api/webhooks/1/deliveries': deliveries,
  });
  return { posts, deleted };
}

describe('WebhooksSection', () => {
  it('says there are none yet, then adds one through the form and shows its secret once', async () => {
    const user = userEvent.setup();
    const { posts } = server();
    renderWithRouter(<WebhooksSection />);
    expect(await screen.findByText('No webhooks yet')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a webhook' });
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    expect(within(dialog).getByText('name is required')).toBeInTheDocument();
    expect(within(dialog).getByText(/url must be an http/)).toBeInTheDocument();
    expect(posts).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Ops channel');
    await user.type(within(dialog).getByRole('textbox', { name: 'URL' }), 'https://example.webhook.office.com/x');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Format' }), 'teams');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Vote' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));

    await waitFor(() =>
      expect(posts).toEqual([
        { name: 'Ops channel', url: 'https://example.webhook.office.com/x', format: 'teams', eventKinds: ['new_vote'] },
      ]),
    );
    const added = await screen.findByRole('dialog', { name: 'Webhook added' });
    expect(within(added).getByRole('textbox', { name: 'Signing secret' })).toHaveValue('whsec_abc123');
    await user.click(within(added).getByRole('button', { name: 'Done' }));
    const item = await screen.findByRole('listitem', { name: 'Ops channel' });
    expect(within(item).getByText('Microsoft Teams')).toBeInTheDocument();
    expect(within(item).getByText('Vote')).toBeInTheDocument();
    expect(screen.queryByText('whsec_abc123')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of a private address in the form', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/webhooks': { data: [] },
      'POST /api/webhooks': () =>
        json({ message: 'url points to this machine or a private network', code: 'BAD_REQUEST' }, 400),
    });
    renderWithRouter(<WebhooksSection />);
    await user.click(await screen.findByRole('button', { name: 'Add webhook' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Internal');
    await user.type(within(dialog).getByRole('textbox', { name: 'URL' }), 'http://10.0.0.1/x');
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'url points to this machine or a private network',
    );
  });

  it('shows the delivery log and deletes only after confirmation', async () => {
    const user = userEvent.setup();
    const { deleted } = server([hook()]);
    renderWithRouter(<WebhooksSection />);
    const item = await screen.findByRole('listitem', { name: 'Team Slack' });

    await user.click(within(item).getByRole('button', { name: 'Delivery log' }));
    // The table (wide screens); phones get the same rows as cards.
    const table = await within(item).findByRole('table', { name: 'Deliveries to Team Slack' });
    const row = within(table).getByText('HTTP 500 Internal Server Error').closest('tr');
    expect(row).not.toBeNull();
    expect(within(row as HTMLElement).getByText('Gave up')).toBeInTheDocument();
    expect(within(row as HTMLElement).getByText('500')).toBeInTheDocument();
    expect(within(row as HTMLElement).getByText('1.3 s')).toBeInTheDocument();
    expect(within(item).getByText('1 delivery · page 1 of 1')).toBeInTheDocument();

    await user.click(within(item).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Team Slack?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(deleted).toEqual([]);
    await user.click(within(item).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete webhook' }));
    await waitFor(() => expect(deleted).toEqual(['/api/webhooks/1']));
    expect(await screen.findByText('No webhooks yet')).toBeInTheDocument();
  });
});

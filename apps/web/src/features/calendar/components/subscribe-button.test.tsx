import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/render-with-router';
import { SubscribeButton } from './subscribe-button';

const url = 'https://statehouse.example/api/calendar-feeds/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ.ics';

describe('SubscribeButton', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('creates a feed of the view, shows its link to copy, and revokes an older feed', async () => {
    const feeds = [
      {
        id: 7,
        kind: 'calendar',
        tagId: null,
        committeeId: null,
        filters: { stateCodes: ['SD'] },
        createdAt: '2026-11-20T10:00:00.000Z',
      },
      { id: 8, kind: 'calendar', tagId: null, committeeId: null, filters: {}, createdAt: '2026-11-25T10:00:00.000Z' },
    ];
    const fetchMock = fakeApi({
      'POST /api/calendar-feeds': ({ body }) => ({ ...feeds[1], filters: (body as { filters: object }).filters, url }),
      'GET /api/calendar-feeds': () => ({ data: feeds }),
      'DELETE /api/calendar-feeds/7': () => {
        feeds.splice(0, 1);
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup();
    renderWithRouter(
      <SubscribeButton feed={{ kind: 'calendar', filters: { stateCodes: ['SD'], includeUserEvents: true } }} />,
    );

    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe to this calendar' });
    expect(await within(dialog).findByRole('textbox', { name: 'Feed link' })).toHaveValue(url);
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/api/calendar-feeds'))!;
    expect(JSON.parse(String(init?.body))).toEqual({
      kind: 'calendar',
      filters: { stateCodes: ['SD'], includeUserEvents: true },
    });

    await user.click(within(dialog).getByRole('button', { name: 'Copy feed link' }));
    // user-event stands in a clipboard for the test.
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(within(dialog).getByRole('button', { name: 'Copy feed link' })).toHaveTextContent('Copied');

    // The feed just made is not offered for revoking; the older one is.
    const revoke = await within(dialog).findByRole('button', { name: 'Revoke Calendar: SD, created 2026-11-20' });
    await user.click(revoke);
    expect(await within(dialog).findByText('Keep it private', { exact: false })).toBeInTheDocument();
    await vi.waitFor(() => expect(within(dialog).queryByRole('button', { name: /^Revoke/ })).toBeNull());
  });

  it("makes a committee's feed under the committee's own title", async () => {
    const fetchMock = fakeApi({
      'POST /api/calendar-feeds': ({ body }) => ({
        id: 9,
        kind: 'committee',
        tagId: null,
        committeeId: (body as { committeeId: string }).committeeId,
        filters: {},
        createdAt: '2026-11-25T10:00:00.000Z',
        url,
      }),
      'GET /api/calendar-feeds': () => ({ data: [] }),
    });
    const user = userEvent.setup();
    renderWithRouter(
      <SubscribeButton
        feed={{ kind: 'committee', committeeId: 'ocd-organization/senate-judiciary' }}
        title="Subscribe to this committee's hearings"
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const dialog = await screen.findByRole('dialog', { name: "Subscribe to this committee's hearings" });
    expect(await within(dialog).findByRole('textbox', { name: 'Feed link' })).toHaveValue(url);
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/api/calendar-feeds'))!;
    expect(JSON.parse(String(init?.body))).toEqual({
      kind: 'committee',
      committeeId: 'ocd-organization/senate-judiciary',
    });
  });
});

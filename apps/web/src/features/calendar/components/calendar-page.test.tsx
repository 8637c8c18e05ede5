import type { CalendarEventsReply } from '@statehouse/shared/calendar/calendar.schemas';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/render-with-router';
import { CalendarPage } from './calendar-page';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const stateOptions = [
  { id: 'TX', name: 'Texas' },
  { id: 'SD', name: 'South Dakota' },
  { id: 'NY', name: 'New York' },
];
const states = [
  { stateCode: 'NY', count: 2, firstDate: '2017-02-07', lastDate: '2017-02-14' },
  { stateCode: 'SD', count: 312, firstDate: '2024-01-09', lastDate: '2024-03-07' },
];

function server(reply: (query: URLSearchParams) => Partial<CalendarEventsReply>) {
  const asked: URLSearchParams[] = [];
  fakeApi({
    'GET /api/calendar-events/extra': ({ url }) => {
      asked.push(url.searchParams);
      return { data: [], startDate: '', endDate: '', ...reply(url.searchParams) };
    },
  });
  return { asked };
}

describe('CalendarPage, an empty view', () => {
  it('says there are no hearings in the month, offers the nearest days and the states that have some', async () => {
    const user = userEvent.setup();
    const { asked } = server((query) =>
      query.get('stateCodes') === 'SD'
        ? { nearest: { before: '2024-03-07', after: null, states } }
        : { nearest: { before: null, after: null, states } },
    );
    renderWithRouter(<CalendarPage defaultStates={['TX']} stateOptions={stateOptions} canWriteTeamEvents />, {
      path: '/calendar',
      at: '/calendar?view=month&date=2026-12-06',
    });
    const empty = await screen.findByRole('status', { name: 'No hearings in this view' });
    expect(within(empty).getByText('No hearings in December 2026')).toBeVisible();
    expect(
      within(empty).getByText('Texas has no hearings or floor sessions of the chosen types loaded at all.'),
    ).toBeVisible();
    // Texas has none at all: no "nearest" day, but the states that have hearings, each one click away.
    expect(within(empty).queryByRole('button', { name: /^Before:/ })).not.toBeInTheDocument();
    await user.click(within(empty).getByRole('button', { name: 'South Dakota · 312 events · Jan 9 – Mar 7, 2024' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('states=SD'));
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('date=2024-03-07');
    await waitFor(() => expect(asked.at(-1)?.get('stateCodes')).toBe('SD'));
  });

  it('offers the nearest earlier day for the chosen state and opens it', async () => {
    const user = userEvent.setup();
    server(() => ({ nearest: { before: '2024-03-07', after: null, states } }));
    renderWithRouter(<CalendarPage defaultStates={['SD']} stateOptions={stateOptions} canWriteTeamEvents />, {
      path: '/calendar',
      at: '/calendar?view=agenda&date=2026-12-06',
    });
    const empty = await screen.findByRole('status', { name: 'No hearings in this view' });
    expect(
      within(empty).getByText(
        /No hearing or floor session of the chosen types falls in .* for South Dakota\. The nearest:/,
      ),
    ).toBeVisible();
    expect(screen.queryByText('Nothing scheduled')).not.toBeInTheDocument();
    await user.click(within(empty).getByRole('button', { name: 'Before: Thu, Mar 7, 2024' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('date=2024-03-07'));
  });
});

describe('CalendarPage, subscribing', () => {
  // Decision 066: a feed's filters are a JSON body, whose lists are arrays of their real types.
  it('sends the chosen states and event types as arrays, the type ids as numbers', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    fakeApi({
      'GET /api/calendar-events/extra': () => ({ data: [], startDate: '', endDate: '' }),
      'GET /api/calendar-feeds': () => ({ data: [] }),
      'POST /api/calendar-feeds': ({ body }) => {
        sent.push(body);
        return { id: 1, kind: 'calendar', tagId: null, committeeId: null, filters: {}, createdAt: '', url: 'x' };
      },
    });
    renderWithRouter(<CalendarPage defaultStates={['TX']} stateOptions={stateOptions} canWriteTeamEvents />, {
      path: '/calendar',
      at: '/calendar?view=agenda&date=2026-12-06&states=SD&types=3,4',
    });
    await user.click(await screen.findByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ kind: 'calendar', filters: { stateCodes: ['SD'], eventTypeIds: [3, 4] } });
  });
});

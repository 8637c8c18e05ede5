import type { StaffEntry } from '@statehouse/shared/members/members.schemas';
import { defaultUserSettings } from '@statehouse/shared/users/users.schemas';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memberDetail } from '@/features/members/testing/member-fixtures';
import { type FakeRoutes, fakeApi, signedInRoutes } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';
import { mockDesktopViewport } from '@/testing/render-with-router';

// Pages load as lazy chunks; under a busy test run the first render can take a few seconds.
configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 30_000 });

const contact = {
  id: 'ocd-person/hughes',
  name: 'Bryan Hughes',
  party: 'Republican',
  partyCode: 'R',
  chamber: 'upper',
  district: '1',
  email: 'bryan.hughes@senate.texas.gov',
  capitolPhone: '512-463-0101',
  capitolAddress: 'Room 3E.8, Austin, TX 78711',
  districtPhone: '903-581-1776',
  districtAddress: '110 N. College Ave. Suite 208, Tyler, TX 75702',
};

function routes(extra: FakeRoutes = {}): FakeRoutes {
  return {
    ...signedInRoutes(),
    'GET /api/user-settings': { theme: 'light', notifications: defaultUserSettings.notifications },
    'POST /api/user-settings': { theme: 'light', notifications: defaultUserSettings.notifications },
    'GET /api/sessions': {
      items: [{ id: '892', name: '89th Legislature, 2nd Called Session (2025)', isDefault: true }],
    },
    ...extra,
  };
}

describe('members routes', () => {
  mockDesktopViewport();
  afterEach(() => vi.unstubAllGlobals());

  it('/member-contacts lists the state’s contacts for the chamber in the URL', async () => {
    const fetchMock = fakeApi(routes({ 'GET /api/members/contacts/batch': { data: [contact] } }));
    renderRoute('/member-contacts?chamber=upper');
    expect(await screen.findByRole('heading', { level: 1, name: 'Member contacts' })).toBeInTheDocument();
    // The table (a card list stands in for it on phones; jsdom draws both).
    const table = await screen.findByRole('table');
    const row = within(table).getByRole('link', { name: 'Bryan Hughes' }).closest('tr') as HTMLElement;
    const card = within(screen.getByRole('list', { name: 'Contacts' })).getByRole('listitem');
    expect(within(card).getByRole('link', { name: '512-463-0101' })).toHaveAttribute('href', 'tel:512-463-0101');
    expect(within(row).getByText('512-463-0101')).toBeInTheDocument();
    expect(within(row).getByText('110 N. College Ave. Suite 208, Tyler, TX 75702')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'bryan.hughes@senate.texas.gov' })).toHaveAttribute(
      'href',
      'mailto:bryan.hughes@senate.texas.gov',
    );
    expect(screen.getByText(/Texas · Senate · 1 member/)).toBeInTheDocument();
    const call = fetchMock.mock.calls
      .map(([input]) => new URL(String(input)))
      .find((url) => url.pathname === '/api/members/contacts/batch');
    expect(call?.searchParams.get('stateCode')).toBe('TX');
    expect(call?.searchParams.get('chamber')).toBe('upper');
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it('the Staff tab says the data has none, adds a staffer and lists them', async () => {
    const user = userEvent.setup({ delay: null });
    const staff: StaffEntry[] = [];
    const message = 'The public data lists no staff for Texas; these are the staff your team added.';
    const fetchMock = fakeApi(
      routes({
        'GET /api/members/ocd-person%2Fmeyer': memberDetail(),
        'GET /api/staff': () => ({ data: staff, total: staff.length, page: 1, pageSize: 200, message }),
        'POST /api/staff': ({ body }) => {
          const entry: StaffEntry = {
            id: 7,
            source: 'account',
            stateCode: 'TX',
            memberId: 'ocd-person/meyer',
            memberName: 'Morgan Meyer',
            name: (body as { name: string }).name,
            position: (body as { position: string }).position,
            email: null,
            phone: null,
            notes: '',
            updatedAt: '2026-11-25T00:00:00.000Z',
          };
          staff.push(entry);
          return entry;
        },
      }),
    );
    renderRoute('/members/ocd-person%2Fmeyer?tab=staff');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('No staff yet')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Add staff' });
    await user.type(within(form).getByLabelText('Name'), 'Dana Ortiz');
    await user.type(within(form).getByLabelText('Position'), 'Chief of Staff');
    await user.click(within(form).getByRole('button', { name: 'Add staff' }));

    const list = await screen.findByRole('list', { name: 'Staff' });
    expect(within(list).getByText('Dana Ortiz')).toBeInTheDocument();
    expect(within(list).getByText('Chief of Staff')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(
      ([input, init]) => String(input).endsWith('/api/staff') && init?.method === 'POST',
    );
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      stateCode: 'TX',
      memberId: 'ocd-person/meyer',
      name: 'Dana Ortiz',
      position: 'Chief of Staff',
    });
    await waitFor(() => expect(within(form).getByLabelText('Name')).toHaveValue(''));
  });
});

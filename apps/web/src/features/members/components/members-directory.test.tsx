import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/render-with-router';
import { memberSummary } from '../testing/member-fixtures';
import { MembersDirectory } from './members-directory';

configure({ asyncUtilTimeout: 5000 });

describe('MembersDirectory', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists members with photo, party, seat and committees, and keeps filters and sort in the URL', async () => {
    const user = userEvent.setup();
    const fetchMock = fakeApi({
      'GET /api/members': ({ url }: { url: URL }) => ({
        data: url.searchParams.get('party') === 'D' ? [] : [memberSummary()],
        total: url.searchParams.get('party') === 'D' ? 0 : 1,
        page: 1,
        pageSize: 50,
      }),
    });
    renderWithRouter(<MembersDirectory stateCode="TX" sessionCode="892" stateName="Texas" />, {
      path: '/members',
    });
    const list = await screen.findByRole('list', { name: 'Members' });
    const row = within(list).getByRole('listitem');
    expect(within(row).getByRole('link', { name: 'Morgan Meyer' })).toHaveAttribute(
      'href',
      '/members/ocd-person%2Fmeyer',
    );
    expect(row).toHaveTextContent('House · District 108');
    expect(row).toHaveTextContent('Republican');
    expect(row).toHaveTextContent('3 committees');
    expect(row.querySelector('img')).toHaveAttribute('src', '/api/member-images/ocd-person%2Fmeyer');
    expect(screen.getByText('1 member')).toBeInTheDocument();
    const firstUrl = new URL(String(fetchMock.mock.calls[0]?.[0]));
    expect(firstUrl.searchParams.get('stateCode')).toBe('TX');
    expect(firstUrl.searchParams.get('sessionCode')).toBe('892');

    // Below 1024 px (jsdom) the filters open in a sheet.
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('radio', { name: 'Democratic' }));
    await user.keyboard('{Escape}');
    expect(await screen.findByText('No members match')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/members?party=D');

    await user.selectOptions(screen.getByLabelText('Sort by'), 'district');
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/members?party=D&sort=district');
    const lastUrl = new URL(String(fetchMock.mock.calls.at(-1)?.[0]));
    expect(lastUrl.searchParams.get('sort')).toBe('district');
    expect(lastUrl.searchParams.get('party')).toBe('D');
  });

  it('searches by name through the URL and shows the server’s error with a retry', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/members': ({ url }: { url: URL }) =>
        url.searchParams.get('searchTerm') === 'boom'
          ? new Response(JSON.stringify({ message: 'Database unavailable' }), { status: 503 })
          : { data: [], total: 0, page: 1, pageSize: 50 },
    });
    renderWithRouter(<MembersDirectory stateCode="TX" sessionCode={undefined} stateName="Texas" />, {
      path: '/members',
    });
    expect(await screen.findByText('The data holds no current legislators for Texas.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name or district'), 'boom{Enter}');
    expect(await screen.findByText('The members could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText(/Database unavailable/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

import { LOBBYING_MAX_LIMIT } from '@statehouse/shared/lobbying/lobbying.schemas';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useLobbyFilters } from './use-lobby-filters';

let lobby: ReturnType<typeof useLobbyFilters> | undefined;

function Page() {
  lobby = useLobbyFilters();
  return <output>{JSON.stringify(lobby.filters)}</output>;
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/lobby', element: <Page /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

const shown = () => JSON.parse(screen.getByRole('status').textContent ?? '');

describe('the /lobby filters in the URL', () => {
  it('reads them under their URL names', () => {
    renderAt('/lobby?tab=firms&state=sd&q=energy&year=2024&sort=name&order=desc&page=2&size=50');
    expect(shown()).toEqual({
      tab: 'firms',
      state: 'SD',
      searchTerm: 'energy',
      year: 2024,
      sort: 'name',
      sortOrder: 'desc',
      page: 2,
      pageSize: 50,
    });
  });

  it('falls back to the defaults for values it refuses, and caps the page size', () => {
    renderAt('/lobby?tab=attic&state=ZZ&year=1800&order=up&page=0&size=100000');
    expect(shown()).toEqual({
      tab: 'lobbyists',
      state: '',
      searchTerm: '',
      year: 0,
      sort: '',
      sortOrder: 'asc',
      page: 1,
      pageSize: LOBBYING_MAX_LIMIT,
    });
  });

  it('a tab switch keeps the state and year and starts the rest over; defaults leave the URL', async () => {
    const router = renderAt('/lobby?state=SD&year=2024&q=energy&sort=name&order=desc&page=3');
    await act(async () => lobby?.update({ tab: 'companies' }));
    expect(router.state.location.search).toBe('?state=SD&year=2024&tab=companies');
    await act(async () => lobby?.update({ year: 0, state: '' }));
    await act(async () => lobby?.update({ tab: 'lobbyists' }));
    expect(router.state.location.search).toBe('');
    await act(async () => lobby?.update({ page: 2 }));
    expect(router.state.location.search).toBe('?page=2');
  });
});

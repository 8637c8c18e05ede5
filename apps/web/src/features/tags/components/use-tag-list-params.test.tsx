import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useTagListParams } from './use-tag-list-params';

let list: ReturnType<typeof useTagListParams> | undefined;

function Page() {
  list = useTagListParams();
  return <output>{JSON.stringify(list.query)}</output>;
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/tracks', element: <Page /> }], { initialEntries: ['/', url] });
  render(<RouterProvider router={router} />);
  return router;
}

const shown = () => JSON.parse(screen.getByRole('status').textContent ?? '');

describe('the tag list in the URL', () => {
  it('reads the search, scope, sort, order and page; a sort without an order takes its natural one', () => {
    renderAt('/tracks?search=+camps+&scope=account&sort=billCount&page=2&pageSize=48');
    expect(shown()).toEqual({
      search: 'camps',
      scope: 'account',
      sort: 'billCount',
      order: 'desc',
      page: 2,
      pageSize: 48,
    });
  });

  it('falls back to the defaults for values it does not know, a page size it does not offer among them', () => {
    renderAt('/tracks?scope=everyone&sort=height&order=up&page=-1&pageSize=100');
    expect(shown()).toEqual({ sort: 'name', order: 'asc', page: 1, pageSize: 24 });
  });

  it('a new sort drops the chosen order; any change but paging goes back to page 1', async () => {
    const router = renderAt('/tracks?sort=name&order=desc&page=3');
    await act(async () => list?.update({ sort: 'updated' }));
    expect(router.state.location.search).toBe('?sort=updated');
    await act(async () => list?.update({ page: 2 }));
    await act(async () => list?.update({ order: 'asc', sort: 'updated' }));
    expect(router.state.location.search).toBe('?sort=updated&order=asc');
    await act(async () => list?.update({ scope: 'personal' }));
    await act(async () => list?.update({ scope: null }));
    expect(router.state.location.search).toBe('?sort=updated&order=asc');
  });

  it('typing a search replaces the history entry; clearing empties the URL', async () => {
    const router = renderAt('/tracks?scope=account');
    await act(async () => list?.update({ search: 'camps' }));
    expect(router.state.location.search).toBe('?scope=account&search=camps');
    expect(router.state.historyAction).toBe('REPLACE');
    await act(async () => list?.update({ pageSize: 96 }));
    expect(router.state.historyAction).toBe('PUSH');
    await act(async () => list?.clear());
    expect(router.state.location.search).toBe('');
  });
});

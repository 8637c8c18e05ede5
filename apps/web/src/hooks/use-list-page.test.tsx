import { booleanParam, listParam, pageParam, pageSizeParam } from '@statehouse/shared/common/query-params';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { z } from 'zod';
import { parseListParams, useListPage } from './use-list-page';

const schema = z.object({
  searchTerm: z.string().trim().max(20).optional(),
  chamber: z.enum(['upper', 'lower']).optional(),
  types: listParam(z.enum(['HB', 'SB'])).optional(),
  activeOnly: booleanParam.default(false),
  sort: z.enum(['name', 'members']).default('name'),
  page: pageParam,
  pageSize: pageSizeParam(100, 25),
});
const names = { searchTerm: 'q', activeOnly: 'active', pageSize: 'size' } as const;

describe('parseListParams', () => {
  it('reads the URL under its own names through the schema, defaults filling the rest', () => {
    expect(parseListParams(schema, new URLSearchParams('q=Tax&types=HB,SB&active=1&page=3&size=50'), names)).toEqual({
      searchTerm: 'Tax',
      types: ['HB', 'SB'],
      activeOnly: true,
      sort: 'name',
      page: 3,
      pageSize: 50,
    });
  });

  it('drops only the values the schema refuses, so an old or edited link still shows a list', () => {
    expect(
      parseListParams(schema, new URLSearchParams('q=Tax&chamber=attic&sort=height&page=-2&size=5000'), names),
    ).toEqual({
      searchTerm: 'Tax',
      activeOnly: false,
      sort: 'name',
      page: 1,
      pageSize: 25,
    });
  });
});

let list: ReturnType<typeof useListPage<typeof schema>> | undefined;

function Page() {
  list = useListPage(schema, { names });
  return <output>{JSON.stringify(list.query)}</output>;
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/committees', element: <Page /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('useListPage', () => {
  it('keeps a filter change in the URL and starts the list over at page 1', async () => {
    const router = renderAt('/committees?q=Tax&page=4');
    await act(async () => list?.setFilters({ chamber: 'upper', activeOnly: true }));
    expect(router.state.location.search).toBe('?q=Tax&chamber=upper&active=1');
    expect(JSON.parse(screen.getByRole('status').textContent ?? '')).toMatchObject({ chamber: 'upper', page: 1 });
  });

  it('clears a filter set to empty and keeps the page when paging', async () => {
    const router = renderAt('/committees?q=Tax&chamber=upper');
    await act(async () => list?.setFilters({ searchTerm: '', chamber: undefined }));
    expect(router.state.location.search).toBe('');
    await act(async () => list?.setPage(2));
    expect(router.state.location.search).toBe('?page=2');
    await act(async () => list?.setPage(1));
    expect(router.state.location.search).toBe('');
  });

  it('goes back to page 1 on a new page size', async () => {
    const router = renderAt('/committees?page=3');
    await act(async () => list?.setPageSize(100));
    expect(router.state.location.search).toBe('?size=100');
  });

  it('writes from the URL as it is now: two changes before a render keep both', async () => {
    const router = renderAt('/committees');
    await act(async () => {
      list?.setFilters({ searchTerm: 'Telecom' });
      list?.setFilters({ sort: 'members' });
    });
    expect(router.state.location.search).toBe('?q=Telecom&sort=members');
  });
});

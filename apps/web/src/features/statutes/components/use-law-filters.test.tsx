import { LAW_SEARCH_DEFAULT_PAGE_SIZE } from '@statehouse/shared/statutes/statutes.schemas';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useLawFilters } from './use-law-filters';

let law: ReturnType<typeof useLawFilters> | undefined;

function Page() {
  law = useLawFilters();
  return <output>{JSON.stringify(law.filters)}</output>;
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/statutes', element: <Page /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

const shown = () => JSON.parse(screen.getByRole('status').textContent ?? '');

describe('the statutes filters in the URL', () => {
  it('reads them under their URL names and drops what it refuses', () => {
    renderAt(
      '/statutes?q=sales+tax&mode=ai&state=tx&code=TX+Tax+Code&path=bogus&chapter=151&sort=height&page=2&size=50',
    );
    expect(shown()).toMatchObject({
      query: 'sales tax',
      mode: 'ai',
      state: 'TX',
      code: 'TX Tax Code',
      path: '',
      chapter: '151',
      sort: 'relevance',
      page: 2,
      pageSize: 50,
    });
  });

  it('leaves defaults out of the URL and starts over at page 1 on a change', async () => {
    const router = renderAt('/statutes?q=tax&mode=ai&sort=section&page=3&size=50');
    await act(async () => law?.update({ mode: 'word', sort: 'relevance', pageSize: LAW_SEARCH_DEFAULT_PAGE_SIZE }));
    expect(router.state.location.search).toBe('?q=tax');
    await act(async () => law?.update({ page: 2 }));
    expect(router.state.location.search).toBe('?q=tax&page=2');
  });
});

import { configure, screen } from '@testing-library/react';
import { fakeApi, json, signedInRoutes } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';

// Pages load as lazy chunks; under a busy test run the first render can take a few seconds.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => vi.unstubAllGlobals());

const emptyFacets = { states: [], sessions: [], tags: [], authors: [] };

describe('/remarks', () => {
  it('is the remarks search, not a placeholder, for a signed-in user', async () => {
    fakeApi({
      ...signedInRoutes(),
      'GET /api/remarks/search': { data: [], total: 0, page: 1, pageSize: 25, facets: emptyFacets },
    });
    renderRoute('/remarks');
    expect(await screen.findByRole('heading', { level: 1, name: 'Remarks' })).toBeInTheDocument();
    expect(await screen.findByText('No remarks yet')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search remarks' })).toBeInTheDocument();
  });

  it('shows the server’s reason when the search fails, with a retry', async () => {
    fakeApi({
      ...signedInRoutes(),
      'GET /api/remarks/search': () => json({ message: 'sort must be one of newest, oldest, relevance' }, 400),
    });
    renderRoute('/remarks');
    expect(await screen.findByText('The remarks could not be loaded.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('sort must be one of newest, oldest, relevance')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

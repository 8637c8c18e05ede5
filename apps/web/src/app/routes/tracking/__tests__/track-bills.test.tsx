import type { Tag } from '@statehouse/shared/tags/tags.schemas';
import { configure, screen } from '@testing-library/react';
import { fakeApi, signedInRoutes } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';

// Pages load as lazy chunks; under a busy test run the first render can take a few seconds.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => vi.unstubAllGlobals());

const energy: Tag = {
  id: 5,
  name: 'Energy',
  color: '#16a34a',
  description: '',
  scope: 'account',
  owner: null,
  createdBy: { id: 1, name: 'Dana Demo' },
  billCount: 0,
  sectionCount: 0,
  shares: [],
  access: 'account',
  canEdit: true,
  canManage: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

const routes = () => ({
  ...signedInRoutes(),
  'GET /api/tags': { data: [energy], total: 1, page: 1, pageSize: 500 },
  'GET /api/tags/tracked-bills': { items: [], total: 0, page: 1, pageSize: 25 },
});

describe('/track-bills', () => {
  it("offers the tag's calendar feed when the list is filtered to one tag", async () => {
    fakeApi(routes());
    renderRoute('/track-bills?tagIds=5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tracked Bills' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  });

  it('offers no feed for the whole list', async () => {
    fakeApi(routes());
    renderRoute('/track-bills');
    expect(await screen.findByRole('link', { name: 'Upload a track list' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subscribe' })).toBeNull();
  });
});

import type { Tag } from '@statehouse/shared/tags/tags.schemas';
import { configure, screen, within } from '@testing-library/react';
import { fakeApi, signedInRoutes, testUserReply } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';
import { mockDesktopViewport } from '@/testing/render-with-router';

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

const team = {
  id: 2,
  name: 'Energy desk',
  description: '',
  memberCount: 1,
  openTasks: 0,
  overdueTasks: 0,
  billsOwned: 0,
  createdAt: '2026-11-01T10:00:00.000Z',
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

  describe('on a desktop screen', () => {
    mockDesktopViewport();

    it('offers the owner filter with the account’s members and teams in analyst-portal accounts', async () => {
      const fetchMock = fakeApi({
        ...routes(),
        'GET /api/analysts/candidates': { data: [{ id: 7, name: 'Ana Analyst', role: 'analyst' }] },
        'GET /api/teams': { data: [team], canEdit: true },
      });
      renderRoute('/track-bills');
      const select = await screen.findByLabelText('Owner');
      expect(await within(select).findByRole('option', { name: 'Ana Analyst' })).toBeInTheDocument();
      expect(await within(select).findByRole('option', { name: 'Energy desk' })).toBeInTheDocument();
      expect(fetchMock.mock.calls.some((call) => String(call[0]).includes('/api/teams'))).toBe(true);
    });

    it('shows no owners and asks for no teams where the analyst portal is off', async () => {
      const reply = testUserReply();
      reply.AccountUserRelationships[0]!.Account.AnalystPortal = false;
      const fetchMock = fakeApi({ ...routes(), ...signedInRoutes(reply) });
      renderRoute('/track-bills');
      expect(await screen.findByRole('link', { name: 'Upload a track list' })).toBeInTheDocument();
      expect(screen.queryByLabelText('Owner')).toBeNull();
      expect(fetchMock.mock.calls.some((call) => String(call[0]).includes('/api/teams'))).toBe(false);
    });
  });
});

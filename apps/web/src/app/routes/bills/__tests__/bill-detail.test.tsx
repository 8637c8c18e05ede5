import type { BillDetail } from '@statehouse/shared/bills/bills.schemas';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { billSummary, voteDetail, voteEvent } from '@/features/bills/testing/bill-fixtures';
import { fakeApi, json, signedInRoutes } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';

configure({ asyncUtilTimeout: 5000 });

const {
  snippet: _snippet,
  rank: _rank,
  ...summary
} = billSummary({ id: 'CO-251-SB-2', stateCode: 'CO', identifier: 'SB 002' });
const detail: BillDetail = {
  ...summary,
  stateName: 'Colorado',
  sessionName: '2025 First Extraordinary Session',
  classification: ['bill'],
  subjectTerms: [],
  firstActionText: 'Introduced',
  otherTitles: [],
  otherIdentifiers: [],
  sponsors: summary.primarySponsors,
  sources: [],
  documents: [],
  versionCount: 0,
  actionCount: 1,
  voteCount: 1,
  companionCount: 0,
  source: 'openstates-bills',
  updatedAt: '2025-09-01T00:00:00Z',
};

describe('/bills/:id', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a not-found state for an unknown bill', async () => {
    fakeApi({
      ...signedInRoutes(),
      'GET /api/bills/TX-892-HB-99999': () =>
        json({ message: 'Bill TX-892-HB-99999 was not found', code: 'NOT_FOUND' }, 404),
    });
    renderRoute('/bills/TX-892-HB-99999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bill not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search bills' })).toHaveAttribute('href', '/bills');
  });

  it('opens on the tab named in the URL and shows a roll call from the votes tab', async () => {
    const user = userEvent.setup();
    fakeApi({
      ...signedInRoutes(),
      'GET /api/bills/CO-251-SB-2': detail,
      'GET /api/bills/CO-251-SB-2/votes': { items: [voteEvent()] },
      'GET /api/votes/CO-251-SB-2~abc/details': voteDetail(),
    });
    const { router } = renderRoute('/bills/CO-251-SB-2?tab=votes');

    expect(await screen.findByRole('heading', { level: 1, name: /SB 002/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Votes/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('list', { name: 'Bill progress' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /View roll call/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Roll call: Third reading' });
    expect(within(dialog).getByRole('table', { name: 'Votes by party' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('tab', { name: 'Sponsors' }));
    expect(router.state.location.search).toBe('?tab=sponsors');
    expect(screen.getByRole('link', { name: 'Darby' })).toHaveAttribute('href', '/members/ocd-person%2F1');
  });
});

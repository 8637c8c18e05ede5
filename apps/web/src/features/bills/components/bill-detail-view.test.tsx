import type { BillDetail } from '@statehouse/shared/bills/bills.schemas';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, json } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/render-with-router';
import { billSummary } from '../testing/bill-fixtures';
import { BillDetailView } from './bill-detail-view';

// The machine is shared, and the bill query retries a server error once (about a second) before showing it.
configure({ asyncUtilTimeout: 8000 });

const { snippet: _snippet, rank: _rank, ...summary } = billSummary();
const bill: BillDetail = {
  ...summary,
  stateName: 'Texas',
  classification: ['bill'],
  subjectTerms: [],
  firstActionText: 'Filed',
  otherTitles: [],
  otherIdentifiers: [],
  sponsors: summary.primarySponsors,
  sources: [],
  documents: [],
  versionCount: 0,
  actionCount: 1,
  voteCount: 0,
  companionCount: 0,
  source: 'openstates-bills',
  updatedAt: '2025-09-06T00:00:00Z',
};

const renderBill = (at = '/bills/TX-892-HB-1') =>
  renderWithRouter(<BillDetailView billId="TX-892-HB-1" />, { path: '/bills/:id', at });

/** A route that answers 500 until `recover()` is called, then `body`. */
function failingUntilRecovered(body: unknown) {
  let down = true;
  return {
    handler: () => (down ? json({ message: 'Database is down' }, 500) : body),
    recover: () => {
      down = false;
    },
  };
}

describe('BillDetailView', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says why the bill did not load, and "Try again" loads it once the server is back', async () => {
    const user = userEvent.setup();
    const detail = failingUntilRecovered(bill);
    const fetchMock = fakeApi({ 'GET /api/bills/TX-892-HB-1': detail.handler });
    renderBill();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The bill could not be loaded');
    expect(alert).toHaveTextContent('Database is down');
    const callsBefore = fetchMock.mock.calls.length;

    detail.recover();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: /HB 1/ })).toBeInTheDocument();
    expect(fetchMock.mock.calls.length).toBeGreaterThan(callsBefore);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([404, 400])('answer %i: "Bill not found" with a way back to search, no "Try again"', async (status) => {
    fakeApi({ 'GET /api/bills/TX-892-HB-1': () => json({ message: 'Bill TX-892-HB-1 was not found' }, status) });
    renderBill();

    expect(await screen.findByRole('heading', { name: 'Bill not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search bills' })).toHaveAttribute('href', '/bills');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('a tab that failed to load says which part failed, and "Try again" reloads only that part', async () => {
    const user = userEvent.setup();
    const history = failingUntilRecovered({
      items: [
        {
          id: 1,
          position: 0,
          date: '2025-08-15',
          chamber: 'lower',
          text: 'Filed',
          classification: ['introduction'],
          committeeName: null,
        },
      ],
    });
    fakeApi({ 'GET /api/bills/TX-892-HB-1': bill, 'GET /api/bills/TX-892-HB-1/history': history.handler });
    renderBill('/bills/TX-892-HB-1?tab=history');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The history could not be loaded: Database is down');
    history.recover();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Filed')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The bill itself stayed on screen throughout.
    expect(screen.getByRole('heading', { level: 1, name: /HB 1/ })).toBeInTheDocument();
  });

  it('the overview’s Introduced date is the header’s, and a title is not passed off as a summary', async () => {
    fakeApi({ 'GET /api/bills/TX-892-HB-1': bill });
    renderBill();
    const progress = await screen.findByRole('list', { name: 'Bill progress' });
    expect(within(progress).getAllByRole('listitem')[0]).toHaveTextContent('Introduced, doneAug 18, 2025');
    expect(screen.getByText('Introduced Aug 18, 2025 · First action Aug 15, 2025 (Filed)')).toBeInTheDocument();
    expect(screen.getByText('The source publishes no summary beyond the title.')).toBeInTheDocument();
    // The title shows once, in the header.
    expect(screen.getAllByText(bill.title)).toHaveLength(1);
  });
});

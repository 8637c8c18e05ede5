import type { RemarkSearchReply } from '@statehouse/shared/remarks/remarks.schemas';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/render-with-router';
import { RemarksSearch } from './remarks-search';

configure({ asyncUtilTimeout: 5000 });

const facets: RemarkSearchReply['facets'] = {
  states: [{ value: 'TX', label: 'Texas', count: 3 }],
  sessions: [{ value: '892', label: '89th Legislature, 2nd Called Session', stateCode: 'TX', count: 3 }],
  tags: [{ value: '5', label: 'Acme Energy', color: '#ff0000', count: 1 }],
  authors: [{ value: '1', label: 'Dana Demo', count: 3 }],
};
const found = (total: number): RemarkSearchReply => ({
  data:
    total === 0
      ? []
      : [
          {
            id: 11,
            kind: 'account',
            billId: 'TX-892-HB-1',
            body: 'The hearing moved to Tuesday',
            snippet: 'The <mark>hearing</mark> moved to Tuesday',
            author: { id: 1, name: 'Dana Demo' },
            createdAt: '2026-11-24T15:30:00.000Z',
            updatedAt: '2026-11-24T15:30:00.000Z',
            edited: false,
            canEdit: true,
            canDelete: true,
            bill: {
              id: 'TX-892-HB-1',
              identifier: 'HB 1',
              title: 'Relating to youth camps',
              stateCode: 'TX',
              sessionCode: '892',
            },
          },
        ],
  total,
  page: 1,
  pageSize: 25,
  facets,
});

describe('RemarksSearch (/remarks)', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('searches with the URL’s filters and links each result to its bill', async () => {
    const fetchMock = fakeApi({ 'GET /api/remarks/search': found(1) });
    renderWithRouter(<RemarksSearch />, { path: '/remarks', at: '/remarks?q=hearing&kind=account&stateCode=TX' });

    const results = await screen.findByRole('list', { name: 'Remarks found' });
    expect(within(results).getByRole('link', { name: 'TX HB 1' })).toHaveAttribute('href', '/bills/TX-892-HB-1');
    expect(within(results).getByText('hearing').tagName).toBe('MARK');
    expect(screen.getByText('1 remark')).toBeInTheDocument();
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]));
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: 'hearing', kind: 'account', stateCode: 'TX' });
    expect(screen.getByRole('searchbox', { name: 'Search remarks' })).toHaveValue('hearing');
    expect(screen.getByRole('button', { name: 'Remove filter Texas' })).toBeInTheDocument();
  });

  it('keeps every filter change in the URL and starts again at page 1', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /api/remarks/search': found(1) });
    renderWithRouter(<RemarksSearch />, { path: '/remarks', at: '/remarks?page=2' });
    await screen.findByRole('list', { name: 'Remarks found' });

    // Below 1024 px (jsdom has no layout) the filters sit in a sheet behind a button.
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(screen.getByRole('checkbox', { name: /Acme Energy/ }));
    expect(screen.getByLabelText('Location')).toHaveTextContent('/remarks?tags=5');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Author' }), 'me');
    expect(screen.getByLabelText('Location')).toHaveTextContent('/remarks?tags=5&author=me');
    await user.keyboard('{Escape}');
    await user.type(screen.getByRole('searchbox', { name: 'Search remarks' }), 'amend{Enter}');
    expect(screen.getByLabelText('Location')).toHaveTextContent('q=amend');
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(screen.getByLabelText('Location')).toHaveTextContent(/^\/remarks$/);
  });

  it('says when nothing matches and clears the filters', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /api/remarks/search': found(0) });
    renderWithRouter(<RemarksSearch />, { path: '/remarks', at: '/remarks?q=zebra' });
    expect(await screen.findByText('No remarks match')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('No remarks yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a bill' })).toHaveAttribute('href', '/bills');
  });
});

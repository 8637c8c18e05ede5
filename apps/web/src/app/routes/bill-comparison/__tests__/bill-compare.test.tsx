import type { BillVersion } from '@statehouse/shared/bills/bills.schemas';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { billList, billSummary } from '@/features/bills/testing/bill-fixtures';
import { fakeApi, signedInRoutes } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';

// Pages load as lazy chunks; under a busy test run the first render can take a few seconds.
configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 30_000 });

const cannabis = billSummary({
  id: 'TX-89R-HB-169',
  identifier: 'HB 169',
  title: 'Relating to the regulation of cannabis',
});
const version = (id: number, name: string): BillVersion => ({
  id,
  billId: cannabis.id,
  position: id,
  name,
  date: null,
  url: null,
  mediaType: null,
  links: [],
  hasText: true,
  hasHtml: false,
  textLength: 1000,
});

afterEach(() => vi.unstubAllGlobals());

describe('/bill/compare', () => {
  it('picks a bill by its number in the chosen state and session, and asks for nothing with an empty id', async () => {
    const searches: URLSearchParams[] = [];
    const api = fakeApi({
      ...signedInRoutes(),
      'GET /api/bills': ({ url }: { url: URL }) => {
        searches.push(url.searchParams);
        return billList(url.searchParams.get('searchTerm') === 'HB 169' ? [cannabis] : []);
      },
      [`GET /api/bills/${cannabis.id}/versions`]: { items: [version(1, 'Introduced'), version(2, 'Engrossed')] },
    });
    renderRoute('/bill/compare');
    await screen.findByRole('heading', { level: 1, name: 'Compare Bills' });
    // The page says where bills are suggested from once the header's state and session are known.
    await screen.findByText(/Bills are suggested from Texas, 89th Legislature, Regular Session/);
    const from = screen.getByRole('group', { name: 'From (older)' });
    const user = userEvent.setup();

    await user.type(within(from).getByRole('combobox', { name: 'Bill' }), 'HB 169');
    const option = await within(from).findByRole('option', { name: /HB 169/ });
    expect(option).toHaveTextContent('Relating to the regulation of cannabis');
    // Other parts of the page may list bills too: the picker's request is the one with the typed term.
    const search = searches.find((params) => params.get('searchTerm') === 'HB 169');
    expect(search?.get('stateCode')).toBe('TX');
    expect(search?.get('sessionCode')).toBe('89R');
    await user.keyboard('{Enter}');
    expect(within(from).getByRole('combobox', { name: 'Bill' })).toHaveValue('HB 169');
    await within(from).findByRole('option', { name: 'Engrossed' });

    // Compare with one side missing says what to do instead of staying silently disabled.
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    const to = screen.getByRole('group', { name: 'To (newer)' });
    expect(within(to).getByText(/Choose a bill from the suggestions/)).toBeInTheDocument();
    expect(within(from).queryByText(/Choose a bill from the suggestions/)).toBeNull();

    const paths = api.mock.calls.map(([input]) => new URL(String(input)).pathname);
    expect(paths.filter((path) => path.includes('//'))).toEqual([]);
    expect(paths).toContain(`/api/bills/${cannabis.id}/versions`);
  });

  it('says when no bill of the state and session matches', async () => {
    fakeApi({ ...signedInRoutes(), 'GET /api/bills': billList([]) });
    renderRoute('/bill/compare');
    const from = await screen.findByRole('group', { name: 'From (older)' });
    await userEvent.setup().type(within(from).getByRole('combobox', { name: 'Bill' }), 'zz top');
    await waitFor(() =>
      expect(within(from).getByRole('listbox')).toHaveTextContent(/No bill in Texas.* matches “zz top”/),
    );
  });
});

import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/testing/fake-api';
import { mockDesktopViewport, renderWithRouter } from '@/testing/render-with-router';
import { billList, billSummary } from '../testing/bill-fixtures';
import { BillsSearch } from './bills-search';

// The machine is shared: give queries time to settle under load.
configure({ asyncUtilTimeout: 5000 });

const legislative = { stateCode: 'TX', sessionCode: '892', sessions: [{ id: '892', name: '89th, 2nd Called' }] };
const stateOptions = [
  { id: 'TX', name: 'Texas' },
  { id: 'CO', name: 'Colorado' },
];

const snippetBill = billSummary({
  id: 'TX-892-HB-265',
  identifier: 'HB 265',
  title: 'Relating to governmental oversight of youth camps.',
  snippet: 'oversight of <mark>youth</mark> <mark>camps</mark> &amp; <img src=x onerror="alert(1)">rules',
});

const listCalls = (fetchMock: ReturnType<typeof fakeApi>) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input))).filter((url) => url.pathname === '/api/bills');

const renderBills = (at = '/bills') =>
  renderWithRouter(<BillsSearch legislative={legislative} stateOptions={stateOptions} />, { path: '/bills', at });

const location = () => screen.getByRole('status', { name: 'Location' }).textContent;

describe('BillsSearch', { timeout: 20_000 }, () => {
  mockDesktopViewport();
  afterEach(() => vi.unstubAllGlobals());

  it('asks the API for the filters in the URL, with the app state and session when the URL names none', async () => {
    const fetchMock = fakeApi({ 'GET /api/bills': billList([billSummary()]) });
    renderBills('/bills?searchTerm=camp&subjects=60&types=HB&parties=R&textSearch=true&sort=title&order=asc&page=2');

    await screen.findByRole('link', { name: 'HB 1' });
    const url = listCalls(fetchMock).at(-1);
    expect(Object.fromEntries(url?.searchParams ?? [])).toMatchObject({
      stateCode: 'TX',
      sessionCode: '892',
      searchTerm: 'camp',
      subjects: '60',
      types: 'HB',
      parties: 'R',
      textSearch: 'true',
      sort: 'title',
      order: 'asc',
      page: '2',
    });
    expect(screen.getByRole('searchbox', { name: 'Search bills' })).toHaveValue('camp');
    expect(screen.getByRole('checkbox', { name: /Taxation/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Search the full text/ })).toBeChecked();
  });

  it('writes each filter change to the URL, and back and forward restore the filters', async () => {
    const user = userEvent.setup();
    const fetchMock = fakeApi({ 'GET /api/bills': billList([billSummary()]) });
    const { router } = renderBills();
    await screen.findByRole('link', { name: 'HB 1' });

    await user.type(screen.getByRole('searchbox', { name: 'Search bills' }), '"youth camp"{Enter}');
    await waitFor(() => expect(location()).toBe('/bills?searchTerm=%22youth+camp%22'));
    await user.click(screen.getByRole('checkbox', { name: /Taxation/ }));
    await waitFor(() => expect(location()).toBe('/bills?searchTerm=%22youth+camp%22&subjects=60'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Session' }), 'any');
    await waitFor(() => expect(location()).toContain('sessionCode=any'));
    await waitFor(() => expect(listCalls(fetchMock).at(-1)?.searchParams.has('sessionCode')).toBe(false));

    await act(() => router.navigate(-1));
    expect(location()).toBe('/bills?searchTerm=%22youth+camp%22&subjects=60');
    expect(screen.getByRole('combobox', { name: 'Session' })).toHaveValue('892');
    await act(() => router.navigate(-1));
    expect(screen.getByRole('checkbox', { name: /Taxation/ })).not.toBeChecked();
    expect(screen.getByRole('searchbox', { name: 'Search bills' })).toHaveValue('"youth camp"');
    await act(() => router.navigate(1));
    expect(screen.getByRole('checkbox', { name: /Taxation/ })).toBeChecked();
  });

  it('renders results as a table with highlighted snippets, and nothing but <mark> from the snippet', async () => {
    fakeApi({ 'GET /api/bills': billList([snippetBill, billSummary()]) });
    renderBills('/bills?searchTerm=youth+camp');

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const first = rows[1] as HTMLElement;
    expect(within(first).getByRole('link', { name: 'HB 265' })).toHaveAttribute('href', '/bills/TX-892-HB-265');
    const marks = first.querySelectorAll('mark');
    expect([...marks].map((mark) => mark.textContent)).toEqual(['youth', 'camps']);
    expect(first.querySelector('img')).toBeNull();
    expect(first).toHaveTextContent('oversight of youth camps & rules');
    expect(within(first).getByText('Passed')).toBeInTheDocument();
  });

  it('sorts from the column headers through the URL', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /api/bills': billList([billSummary()]) });
    renderBills();
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: 'Title' }));
    await waitFor(() => expect(location()).toBe('/bills?sort=title&order=asc'));
    expect(screen.getByRole('columnheader', { name: /Title/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Title' }));
    await waitFor(() => expect(location()).toBe('/bills?sort=title&order=desc'));
  });

  it('says the total is an estimate when the server estimated it', async () => {
    fakeApi({ 'GET /api/bills': billList([billSummary()], { total: 33_412, estimated: true }) });
    renderBills();
    expect(await screen.findByText('About 33,412 bills')).toBeInTheDocument();
  });

  it('gives an exact total as it is, singular for one bill', async () => {
    fakeApi({ 'GET /api/bills': billList([billSummary()]) });
    renderBills();
    expect(await screen.findByText('1 bill')).toBeInTheDocument();
  });

  it('shows an empty state that offers every session', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /api/bills': billList([]) });
    renderBills('/bills?searchTerm=zebra');

    expect(await screen.findByText('No bills match this search.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search every session' }));
    await waitFor(() => expect(location()).toBe('/bills?searchTerm=zebra&sessionCode=any'));
  });

  it('shows an error with a retry when the list fails, and "Try again" loads the list once the server is back', async () => {
    const user = userEvent.setup();
    let down = true;
    fakeApi({
      'GET /api/bills': () =>
        !down
          ? billList([billSummary()])
          : new Response(JSON.stringify({ message: 'Database is down' }), { status: 500 }),
    });
    renderBills();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Database is down');
    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'HB 1' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('loads page after page in continuous mode, keeping view=scroll in the URL', async () => {
    const user = userEvent.setup();
    const fetchMock = fakeApi({
      'GET /api/bills': ({ url }) => {
        const page = Number(url.searchParams.get('page') ?? 1);
        const size = Number(url.searchParams.get('pageSize') ?? 25);
        const items = Array.from({ length: Math.min(size, 250 - (page - 1) * size) }, (_, index) =>
          billSummary({
            id: `TX-892-HB-${(page - 1) * size + index + 1}`,
            identifier: `HB ${(page - 1) * size + index + 1}`,
          }),
        );
        return billList(items, { total: 250, page, pageSize: size });
      },
    });
    renderBills('/bills?view=scroll');

    expect(await screen.findByText('100 of 250 loaded')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('200 of 250 loaded')).toBeInTheDocument();
    expect(listCalls(fetchMock).map((url) => url.searchParams.get('page'))).toEqual(['1', '2']);

    await user.click(screen.getByRole('checkbox', { name: /Taxation/ }));
    await waitFor(() => expect(location()).toBe('/bills?subjects=60&view=scroll'));
    await user.click(screen.getByRole('button', { name: 'Pages' }));
    await waitFor(() => expect(location()).toBe('/bills?subjects=60'));
    expect(await screen.findByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
  });
});

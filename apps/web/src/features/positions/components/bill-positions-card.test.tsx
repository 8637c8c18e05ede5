import type { BillPosition, BillPositionsReply } from '@statehouse/shared/positions/positions.schemas';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, json } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/render-with-router';
import { BillPositionsCard } from './bill-positions-card';
import { describeChange } from './position-history';

configure({ asyncUtilTimeout: 5000 });

const BILL = 'TX-892-HB-1';
const own: BillPosition = {
  id: 7,
  billId: BILL,
  tag: null,
  position: 'support',
  note: 'Good for members',
  setBy: { id: 1, name: 'Dana Demo' },
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const reply = (overrides: Partial<BillPositionsReply> = {}): BillPositionsReply => ({
  data: [own],
  canEdit: true,
  history: [
    {
      id: 1,
      tag: null,
      from: null,
      to: 'support',
      note: 'Good for members',
      changedBy: { id: 1, name: 'Dana Demo' },
      changedAt: '2026-11-20T10:00:00.000Z',
    },
  ],
  ...overrides,
});

describe('BillPositionsCard', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the current position with who and when, and saves a change with its note', async () => {
    const user = userEvent.setup();
    const posted: unknown[] = [];
    fakeApi({
      'GET /api/bill-positions': reply(),
      'POST /api/bill-positions': ({ body }) => {
        posted.push(body);
        return { changed: true, position: { ...own, position: 'oppose', note: 'Section 2 hurts' } };
      },
    });
    renderWithRouter(<BillPositionsCard billId={BILL} />);

    const card = await screen.findByRole('region', { name: 'Account position' });
    expect(within(card).getByRole('radio', { name: 'Support' })).toBeChecked();
    expect(within(card).getByText(/Set by Dana Demo · Nov 20, 2026/)).toBeInTheDocument();
    const save = within(card).getByRole('button', { name: 'Save change' });
    expect(save).toBeDisabled();

    await user.click(within(card).getByRole('radio', { name: 'Oppose' }));
    const note = within(card).getByRole('textbox', { name: /Note on the position/ });
    await user.clear(note);
    await user.type(note, 'Section 2 hurts');
    await user.click(save);
    await vi.waitFor(() =>
      expect(posted).toEqual([{ billId: BILL, tagId: null, position: 'oppose', note: 'Section 2 hurts' }]),
    );
  });

  it('moves the choice with the arrow keys, like any radio group', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /api/bill-positions': reply() });
    renderWithRouter(<BillPositionsCard billId={BILL} />);
    const support = await screen.findByRole('radio', { name: 'Support' });
    support.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Oppose' })).toBeChecked();
  });

  it('opens the history and withdraws a position', async () => {
    const user = userEvent.setup();
    const deleted: string[] = [];
    fakeApi({
      'GET /api/bill-positions': reply(),
      'DELETE /api/bill-positions/7': ({ url }) => {
        deleted.push(url.pathname);
        return new Response(null, { status: 204 });
      },
    });
    renderWithRouter(<BillPositionsCard billId={BILL} />);
    await user.click(await screen.findByText('History (1)'));
    const history = screen.getByRole('list', { name: 'Position history' });
    expect(within(history).getByText('Took Support')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await vi.waitFor(() => expect(deleted).toEqual(['/api/bill-positions/7']));
  });

  it('is read-only for those who may not set positions, and offers a tag position to those who may', async () => {
    fakeApi({ 'GET /api/bill-positions': reply({ canEdit: false }) });
    const { unmount } = renderWithRouter(
      <BillPositionsCard billId={BILL} tagOptions={[{ id: 3, name: 'Acme', color: '#f00' }]} />,
    );
    expect(await screen.findByText('Admins and users set positions; you can read them.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Support' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Save|Take position/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Position for a client or issue' })).toBeNull();
    unmount();

    const user = userEvent.setup();
    fakeApi({ 'GET /api/bill-positions': reply({ data: [], history: [] }) });
    renderWithRouter(<BillPositionsCard billId={BILL} tagOptions={[{ id: 3, name: 'Acme', color: '#f00' }]} />);
    expect(await screen.findByText('No position taken yet')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Position for a client or issue' }), 'Acme');
    expect(screen.getByRole('region', { name: 'Position for Acme' })).toBeInTheDocument();
  });

  it('says why the positions could not be loaded', async () => {
    fakeApi({ 'GET /api/bill-positions': () => json({ message: 'Bill not found' }, 404) });
    renderWithRouter(<BillPositionsCard billId={BILL} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The positions could not be loaded: Bill not found');
  });
});

describe('describeChange', () => {
  it.each([
    [{ from: null, to: 'support' }, 'Took Support'],
    [{ from: 'support', to: 'oppose' }, 'Support → Oppose'],
    [{ from: 'oppose', to: null }, 'Withdrew Oppose'],
    [{ from: 'amend', to: 'amend' }, 'Kept Amend, new note'],
  ] as const)('%j reads "%s"', (change, text) => {
    expect(describeChange(change)).toBe(text);
  });
});

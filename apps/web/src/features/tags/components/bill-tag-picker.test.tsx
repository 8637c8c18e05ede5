import type { BillTagsReply, Tag } from '@statehouse/shared/tags/tags.schemas';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@/components/ui/toaster';
import { fakeApi, json } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/render-with-router';
import { BillTagPicker } from './bill-tag-picker';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const BILL = 'TX-892-HB-1';

const tag = (id: number, name: string, color: string, overrides: Partial<Tag> = {}): Tag => ({
  id,
  name,
  color,
  description: '',
  scope: 'account',
  owner: null,
  createdBy: null,
  billCount: 0,
  sectionCount: 0,
  shares: [],
  access: 'account',
  canEdit: true,
  canManage: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

/** A small in-memory server: the tags, which of them the bill carries, and the calls made. */
function server(carried: number[] = []) {
  const tags = [
    tag(1, 'Education', '#059669'),
    tag(2, 'Water', '#2563eb'),
    tag(3, 'Board picks', '#7c3aed', { scope: 'personal', access: 'read', canEdit: false }),
  ];
  const onBill = new Set(carried);
  const calls: unknown[] = [];
  const billTags = (): BillTagsReply => ({
    billId: BILL,
    data: tags
      .filter((item) => onBill.has(item.id))
      .map((item) => ({
        tagId: item.id,
        name: item.name,
        color: item.color,
        scope: item.scope,
        canEdit: item.canEdit,
        addedBy: null,
        addedAt: '2026-11-01T10:00:00.000Z',
        trackType: 'manual' as const,
      })),
  });
  fakeApi({
    'GET /api/tags': () => ({ data: tags, total: tags.length, page: 1, pageSize: 500 }),
    [`GET /api/tags/bills/${BILL}`]: billTags,
    'POST /api/tags/bills': ({ body }) => {
      calls.push(body);
      const { tagIds, action } = body as { tagIds: number[]; action: string };
      for (const id of tagIds) {
        if (action === 'add') onBill.add(id);
        else onBill.delete(id);
      }
      return { added: action === 'add' ? 1 : 0, removed: action === 'remove' ? 1 : 0, alertsTurnedOn: 0 };
    },
    'POST /api/tags': ({ body }) => {
      calls.push(body);
      const made = tag(4, (body as { name: string }).name, '#2563eb');
      tags.push(made);
      onBill.add(4);
      return json(made, 201);
    },
  });
  return calls;
}

describe('BillTagPicker', () => {
  it('reads "Track" for an untracked bill and tags it from the popover', async () => {
    const calls = server();
    const user = userEvent.setup({ delay: null });
    renderWithRouter(<BillTagPicker billId={BILL} />);

    await user.click(await screen.findByRole('button', { name: 'Track this bill' }));
    const education = await screen.findByRole('checkbox', { name: 'Education' });
    expect(education).not.toBeChecked();
    // A tag shared for reading only cannot be put on the bill.
    expect(screen.getByRole('checkbox', { name: /Board picks/ })).toBeDisabled();
    await user.click(education);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Education' })).toBeChecked());
    expect(calls).toEqual([{ tagIds: [1], billIds: [BILL], action: 'add' }]);
    // Said in the picker, not in a toast (which Escape would close first), and the box keeps the focus.
    expect(
      within(screen.getByRole('dialog')).getByText('Tagged Education. Alerts for this bill are on for you.'),
    ).toHaveAttribute('role', 'status');
    expect(screen.getByRole('checkbox', { name: 'Education' })).toHaveFocus();
    expect(await screen.findByRole('button', { name: 'Tracked with Education; change tags' })).toHaveTextContent(
      'Tracked',
    );
  });

  it('shows "Tracked" when the bill carries a tag and untags it from the keyboard', async () => {
    const calls = server([2]);
    const user = userEvent.setup({ delay: null });
    renderWithRouter(<BillTagPicker billId={BILL} />);

    const trigger = await screen.findByRole('button', { name: 'Tracked with Water; change tags' });
    trigger.focus();
    await user.keyboard('{Enter}');
    // The focus moves to the first tag that can be ticked once the list is there.
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Education' })).toHaveFocus());
    const water = screen.getByRole('checkbox', { name: 'Water' });
    expect(water).toBeChecked();
    await user.keyboard('{ArrowDown}');
    await user.tab();
    expect(water).toHaveFocus();
    await user.keyboard(' ');
    await waitFor(() => expect(calls).toEqual([{ tagIds: [2], billIds: [BILL], action: 'remove' }]));
    expect(await screen.findByRole('button', { name: 'Track this bill' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('checkbox')).not.toBeInTheDocument());
  });

  it('creates a new tag inline that tracks the bill at once', async () => {
    const calls = server();
    const user = userEvent.setup({ delay: null });
    renderWithRouter(<BillTagPicker billId={BILL} />);

    await user.click(await screen.findByRole('button', { name: 'Track this bill' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tags of this bill' });
    await user.type(within(dialog).getByLabelText('New tag name'), 'Camps{Enter}');
    await waitFor(() => expect(calls).toEqual([{ name: 'Camps', billIds: [BILL] }]));
    expect(await screen.findByRole('checkbox', { name: 'Camps' })).toBeChecked();
    expect(within(dialog).getByLabelText('New tag name')).toHaveValue('');
    expect(within(dialog).getByRole('link', { name: 'Manage tags' })).toHaveAttribute('href', '/tracks');
  });

  it("shows the server's reason when a bill cannot be tagged", async () => {
    fakeApi({
      'GET /api/tags': { data: [tag(1, 'Education', '#059669')], total: 1, page: 1, pageSize: 500 },
      [`GET /api/tags/bills/${BILL}`]: { billId: BILL, data: [] },
      'POST /api/tags/bills': () =>
        json({ message: 'These bills are in states your account does not subscribe to (TX): TX-892-HB-1' }, 403),
    });
    const user = userEvent.setup({ delay: null });
    renderWithRouter(
      <>
        <BillTagPicker billId={BILL} />
        <Toaster />
      </>,
    );
    await user.click(await screen.findByRole('button', { name: 'Track this bill' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Education' }));
    expect(
      await screen.findByText('These bills are in states your account does not subscribe to (TX): TX-892-HB-1'),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Education' })).not.toBeChecked();
  });
});

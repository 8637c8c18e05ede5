import type { BillRemarksReply, Remark } from '@statehouse/shared/remarks/remarks.schemas';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/render-with-router';
import { RemarksPanel } from './remarks-panel';

configure({ asyncUtilTimeout: 5000 });

const BILL = 'TX-892-HB-1';
const remark = (overrides: Partial<Remark> = {}): Remark => ({
  id: 11,
  kind: 'account',
  billId: BILL,
  body: 'Call the chair about section 2',
  author: { id: 1, name: 'Dana Demo' },
  createdAt: '2026-11-24T15:30:00.000Z',
  updatedAt: '2026-11-24T15:30:00.000Z',
  edited: false,
  canEdit: true,
  canDelete: true,
  ...overrides,
});
const list = (data: Remark[], canWrite = true): BillRemarksReply => ({ data, total: data.length, canWrite });

describe('RemarksPanel', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens on team remarks, says who sees them, and adds one', async () => {
    const user = userEvent.setup();
    const posted: unknown[] = [];
    fakeApi({
      'GET /api/remarks/bill/account': list([remark()]),
      'POST /api/remarks/bill/account': ({ body }) => {
        posted.push(body);
        return remark({ id: 12, body: 'New one' });
      },
    });
    renderWithRouter(<RemarksPanel billId={BILL} />);

    expect(screen.getByRole('tab', { name: 'Team only', selected: true })).toBeInTheDocument();
    expect(screen.getByText(/Your team only \(admins, users and analysts of this account\)/)).toBeInTheDocument();
    const remarks = await screen.findByRole('list', { name: 'Team only remarks' });
    expect(within(remarks).getByText('Call the chair about section 2')).toBeInTheDocument();
    expect(within(remarks).getByText(/Dana Demo/)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'New team remark' }), 'New one');
    await user.click(screen.getByRole('button', { name: 'Add remark' }));
    await vi.waitFor(() => expect(posted).toEqual([{ billId: BILL, body: 'New one' }]));
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: 'New team remark' })).toHaveValue(''));
  });

  it('edits the author’s remark in place and asks before deleting', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    fakeApi({
      'GET /api/remarks/bill/account': list([remark()]),
      'PATCH /api/remarks/11': ({ body }) => {
        calls.push(`PATCH ${JSON.stringify(body)}`);
        return remark({ body: 'Call the chair today', edited: true });
      },
      'DELETE /api/remarks/11': () => {
        calls.push('DELETE');
        return new Response(null, { status: 204 });
      },
    });
    renderWithRouter(<RemarksPanel billId={BILL} />);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const box = screen.getByRole('textbox', { name: 'Edit remark' });
    expect(box).toHaveFocus();
    await user.clear(box);
    await user.type(box, 'Call the chair today');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(calls).toEqual(['PATCH {"body":"Call the chair today"}']));

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(screen.getByText('Delete this remark?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await vi.waitFor(() => expect(calls).toContain('DELETE'));
  });

  it('shows no edit or delete on someone else’s remark, and no composer where the caller may not write', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/remarks/bill/account': list([remark({ canEdit: false, canDelete: false })], false),
      'GET /api/remarks/bill/personal': list([]),
    });
    renderWithRouter(<RemarksPanel billId={BILL} />);
    await screen.findByText('Call the chair about section 2');
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'New team remark' })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Private' }));
    expect(await screen.findByText('No private remarks')).toBeInTheDocument();
    expect(screen.getByText('Only you.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'New private remark' })).toBeInTheDocument();
  });
});

import type { PortalBill } from '@statehouse/shared/portal/portal.schemas';
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, json } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/render-with-router';
import { PortalBillView } from './portal-bill-view';

configure({ asyncUtilTimeout: 5000 });

const BILL = 'TX-892-HB-1';
const bill: PortalBill = {
  id: BILL,
  identifier: 'HB 1',
  title: 'Relating to energy',
  stateCode: 'TX',
  status: 1,
  lastActionDate: '2025-03-01',
  lastActionText: 'Referred to State Affairs',
  nextHearing: null,
  summary: null,
  textUrl: null,
  positions: null,
  remarks: null,
  myFeedback: [],
};

describe('PortalBillView', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows only what the portal allows and sends the visitor’s position, impact and comment', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    fakeApi({
      [`GET /api/portal/bills/${BILL}`]: bill,
      [`POST /api/portal/bills/${BILL}/feedback`]: ({ body }) => {
        sent.push(body);
        return json({}, 201);
      },
    });
    renderWithRouter(<PortalBillView billId={BILL} />);
    expect(await screen.findByRole('heading', { name: 'TX HB 1' })).toBeInTheDocument();
    expect(screen.queryByText('Our position')).not.toBeInTheDocument();
    expect(screen.queryByText('Remarks')).not.toBeInTheDocument();

    const send = screen.getByRole('button', { name: 'Send my position' });
    expect(send).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Oppose' }));
    await user.click(screen.getByRole('radio', { name: 'Impact 5' }));
    await user.type(screen.getByLabelText('Comment'), 'Raises our costs');
    await user.click(send);
    expect(await screen.findByText('Thank you: your position was sent.')).toBeInTheDocument();
    expect(sent).toEqual([{ position: 'oppose', impact: 5, comment: 'Raises our costs' }]);
  });

  it('asks a visitor who is not signed in to sign in, and says when a bill is not shared', async () => {
    fakeApi({
      [`GET /api/portal/bills/${BILL}`]: () => json({ message: 'Please sign in to the portal to continue.' }, 401),
    });
    renderWithRouter(<PortalBillView billId={BILL} />);
    expect(await screen.findByRole('heading', { name: 'Sign in to see this bill' })).toBeInTheDocument();
  });
});

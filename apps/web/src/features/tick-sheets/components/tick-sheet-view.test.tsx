import type { TickSheetMember, TickSheetReply } from '@statehouse/shared/tick-sheets/tick-sheets.schemas';
import { whipCountOf } from '@statehouse/shared/tick-sheets/whip-count';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, json } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/render-with-router';
import { TickSheetView } from './tick-sheet-view';

configure({ asyncUtilTimeout: 5000 });

const BILL = 'CO-251-HB-1001';
const member = (overrides: Partial<TickSheetMember>): TickSheetMember => ({
  memberId: 'ocd-person/1',
  name: 'Judy Amabile',
  party: 'Democratic',
  partyCode: 'D',
  chamber: 'upper',
  district: '18',
  role: null,
  email: 'judy.amabile.senate@coleg.gov',
  phone: '303-866-4872',
  imageUrl: '/api/member-images/ocd-person%2F1',
  knownBy: [],
  stance: 'unknown',
  note: '',
  lastContactAt: null,
  updatedBy: null,
  updatedAt: null,
  actualVote: null,
  outcome: null,
  ...overrides,
});
const sheetOf = (members: TickSheetMember[], overrides: Partial<TickSheetReply> = {}): TickSheetReply => ({
  bill: { id: BILL, identifier: 'HB 1001', title: 'Concerning the budget', stateCode: 'CO' },
  body: {
    kind: 'chamber',
    committeeId: null,
    name: 'Colorado Senate',
    chamber: 'upper',
    reason: 'No committee referral or hearing names a committee, so the sheet lists the chamber the bill is in',
  },
  committeeAvailable: false,
  members,
  count: whipCountOf(members.map((row) => row.stance)),
  rollCall: null,
  canEdit: true,
  ...overrides,
});

describe('TickSheetView', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('marks a stance and the whip count changes at once, sending the whole row', async () => {
    const user = userEvent.setup();
    const members = [
      member({ knownBy: [{ userName: 'Rita Rapport', strength: 4 }] }),
      member({ memberId: 'ocd-person/2', name: 'Mark Baisley', partyCode: 'R' }),
    ];
    const sent: unknown[] = [];
    fakeApi({
      [`GET /api/bills/${BILL}/tick-sheet`]: () => sheetOf(members),
      [`PUT /api/bills/${BILL}/tick-sheet/ocd-person%2F1`]: ({ body }) => {
        sent.push(body);
        members[0] = member({ stance: 'yes' });
        return { ...members[0] };
      },
    });
    renderWithRouter(<TickSheetView billId={BILL} />);

    const table = await screen.findByRole('table', { name: /Members of Colorado Senate/ });
    expect(screen.getByTestId('likely-yes')).toHaveTextContent('0');
    expect(within(table).getByText('Known by Rita Rapport (4/5)')).toBeInTheDocument();
    expect(screen.getByText(/2 of 2 needed · 2 more yes needed/)).toBeInTheDocument();
    await user.selectOptions(within(table).getByRole('combobox', { name: 'Stance of Judy Amabile' }), 'yes');
    expect(screen.getByTestId('likely-yes')).toHaveTextContent('1');
    expect(screen.getByTestId('count-yes')).toHaveTextContent('1');
    expect(sent).toEqual([{ stance: 'yes', note: '', lastContactAt: null }]);
    expect(within(table).getByRole('link', { name: /Judy Amabile/ })).toHaveAttribute(
      'href',
      '/members/ocd-person%2F1',
    );
    expect(within(table).getAllByRole('link', { name: '303-866-4872' })[0]).toHaveAttribute('href', 'tel:303-866-4872');
  });

  it('goes back to the stance before when the server refuses', async () => {
    const user = userEvent.setup();
    fakeApi({
      [`GET /api/bills/${BILL}/tick-sheet`]: sheetOf([member({ stance: 'no' })]),
      [`PUT /api/bills/${BILL}/tick-sheet/ocd-person%2F1`]: () => json({ message: 'Bill not found' }, 404),
    });
    renderWithRouter(<TickSheetView billId={BILL} />);
    const table = await screen.findByRole('table');
    const select = within(table).getByRole('combobox', { name: 'Stance of Judy Amabile' });
    await user.selectOptions(select, 'yes');
    await vi.waitFor(() => expect(select).toHaveValue('no'));
    expect(screen.getByTestId('likely-no')).toHaveTextContent('1');
  });

  it('filters by stance in the URL and says so when none match', async () => {
    const user = userEvent.setup();
    fakeApi({
      [`GET /api/bills/${BILL}/tick-sheet`]: sheetOf([
        member({ stance: 'yes' }),
        member({ memberId: 'ocd-person/2', name: 'Mark Baisley', stance: 'no' }),
      ]),
    });
    renderWithRouter(<TickSheetView billId={BILL} />, { path: '/sheet', at: '/sheet?stance=no' });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByTestId('tick-row')).toHaveLength(1);
    expect(within(table).getByText('Mark Baisley')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stance' }), 'lean_no');
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/sheet?stance=lean_no');
    expect(screen.getByText('No member marked Lean no')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all stances' }));
    expect(within(await screen.findByRole('table')).getAllByTestId('tick-row')).toHaveLength(2);
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(/^\/sheet$/);
  });

  it('shows the roll call comparison and each member’s actual vote', async () => {
    fakeApi({
      [`GET /api/bills/${BILL}/tick-sheet`]: sheetOf(
        [member({ stance: 'lean_yes', actualVote: 'no', outcome: 'miss' })],
        {
          rollCall: {
            id: 'v1',
            motion: 'BILL',
            date: '2025-08-25',
            result: 'pass',
            chamber: 'upper',
            kind: 'floor',
            yesCount: 23,
            noCount: 12,
            otherCount: 0,
            comparison: {
              predictedYes: 1,
              predictedNo: 0,
              actualYes: 0,
              actualNo: 1,
              matched: 0,
              missed: 1,
              unpredicted: 0,
              notInRollCall: 0,
            },
          },
        },
      ),
    });
    renderWithRouter(<TickSheetView billId={BILL} />);
    const region = await screen.findByRole('region', { name: 'Predicted against the actual vote' });
    expect(region).toHaveTextContent('Floor vote on Aug 25, 2025: “Final passage”, pass 23–12.');
    expect(screen.getByTestId('comparison-matched')).toHaveTextContent('0 of 1');
    expect(within(screen.getByRole('table')).getByText('Missed')).toBeInTheDocument();
  });

  it('lets a reader see but not change, and shows the error with a retry', async () => {
    fakeApi({ [`GET /api/bills/${BILL}/tick-sheet`]: sheetOf([member({})], { canEdit: false }) });
    renderWithRouter(<TickSheetView billId={BILL} />);
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('combobox', { name: 'Stance of Judy Amabile' })).toBeDisabled();
    expect(screen.getByText('You can read this sheet; admins and users mark it.')).toBeInTheDocument();
    vi.unstubAllGlobals();

    fakeApi({ [`GET /api/bills/${BILL}/tick-sheet`]: () => json({ message: 'Bill not found' }, 404) });
    renderWithRouter(<TickSheetView billId={BILL} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The tick sheet could not be loaded: Bill not found');
  });
});

import type {
  CompanyTickSheetReply,
  CompanyTickSheetRow,
} from '@statehouse/shared/company-tick-sheets/company-tick-sheets.schemas';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, json } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/render-with-router';
import { CompanyTickSheetView } from './company-tick-sheet-view';

configure({ asyncUtilTimeout: 5000 });

const BILL = 'SD-24R-SB-90';
const row = (overrides: Partial<CompanyTickSheetRow> = {}): CompanyTickSheetRow => ({
  companyId: 7,
  company: { id: 7, name: 'Prairie Power Utility', state: 'SD' },
  reasons: ['Testified for on 2024-02-01'],
  known: [{ source: 'testimony', position: 'support', witnessName: 'Pat Example', date: '2024-02-01' }],
  position: 'unknown',
  note: '',
  updatedBy: null,
  updatedAt: null,
  shownPosition: 'support',
  positionSource: 'testimony',
  ...overrides,
});
const sheetOf = (companies: CompanyTickSheetRow[], overrides: Partial<CompanyTickSheetReply> = {}) => ({
  bill: { id: BILL, identifier: 'SB 90', title: 'Revise provisions on utilities', stateCode: 'SD' },
  companies,
  counts: { support: 1, oppose: 0, neutral: 0, monitor: 0, unknown: 0 },
  message: null,
  canEdit: true,
  ...overrides,
});

describe('CompanyTickSheetView', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says an unknown bill is not found and points to the bills, not to a retry', async () => {
    fakeApi({
      'GET /api/bills/XX-1-HB-1/company-tick-sheet': () => json({ message: 'Bill not found', code: 'NOT_FOUND' }, 404),
    });
    renderWithRouter(<CompanyTickSheetView billId="XX-1-HB-1" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bill not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All bills' })).toHaveAttribute('href', '/bills');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('shows what the testimony says and records the team’s position', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    fakeApi({
      [`GET /api/bills/${BILL}/company-tick-sheet`]: () => sheetOf([row()]),
      [`PUT /api/bills/${BILL}/company-tick-sheet/7`]: ({ body }) => {
        sent.push(body);
        return { companyId: 7, position: 'oppose', note: '', updatedBy: { id: 1, name: 'Dana Demo' }, updatedAt: null };
      },
    });
    renderWithRouter(<CompanyTickSheetView billId={BILL} />);
    const table = await screen.findByRole('table', { name: /Companies with an interest in SB 90/ });
    expect(within(table).getByRole('link', { name: 'Prairie Power Utility' })).toHaveAttribute(
      'href',
      '/lobby/company/7',
    );
    expect(within(table).getByText('From testimony')).toBeInTheDocument();
    expect(within(table).getByText(/Pat Example testified \(supports\) on Feb 1, 2024/)).toBeInTheDocument();
    await user.selectOptions(
      within(table).getByRole('combobox', { name: 'Position of Prairie Power Utility' }),
      'oppose',
    );
    expect(within(table).getByText('Opposes')).toBeInTheDocument();
    expect(sent).toEqual([{ position: 'oppose', note: '' }]);
  });

  it('goes back to the position before when the server refuses', async () => {
    const user = userEvent.setup();
    fakeApi({
      [`GET /api/bills/${BILL}/company-tick-sheet`]: sheetOf([
        row({ position: 'neutral', shownPosition: 'neutral', positionSource: 'team' }),
      ]),
      [`PUT /api/bills/${BILL}/company-tick-sheet/7`]: () => json({ message: 'Company not found' }, 404),
    });
    renderWithRouter(<CompanyTickSheetView billId={BILL} />);
    const table = await screen.findByRole('table');
    const select = within(table).getByRole('combobox', { name: 'Position of Prairie Power Utility' });
    await user.selectOptions(select, 'support');
    await vi.waitFor(() => expect(select).toHaveValue('neutral'));
  });

  it('says why the sheet is empty, and filters by position in the URL', async () => {
    fakeApi({
      [`GET /api/bills/${BILL}/company-tick-sheet`]: sheetOf([], {
        message: 'No lobbying registrations are loaded for TX, so no company links to this bill.',
        canEdit: false,
        counts: { support: 0, oppose: 0, neutral: 0, monitor: 0, unknown: 0 },
      }),
    });
    renderWithRouter(<CompanyTickSheetView billId={BILL} />, { path: '/sheet', at: '/sheet?position=oppose' });
    expect(await screen.findByText('No company is linked to this bill yet')).toBeInTheDocument();
    expect(screen.getByText(/No lobbying registrations are loaded for TX/)).toBeInTheDocument();
    expect(screen.getByText(/You can read this sheet/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Add a company')).not.toBeInTheDocument();
  });
});

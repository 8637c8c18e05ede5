import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '@/testing/render-with-router';
import { billSummary } from '../testing/bill-fixtures';
import { BillResultsTable } from './bill-results-table';

// The machine is shared: give queries time to settle under load.
configure({ asyncUtilTimeout: 5000 });

const manyBills = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    billSummary({ id: `TX-892-HB-${index + 1}`, identifier: `HB ${index + 1}`, billNumber: String(index + 1) }),
  );

describe('BillResultsTable', { timeout: 20_000 }, () => {
  it('keeps only the visible rows of a long list in the page', () => {
    renderWithRouter(<BillResultsTable bills={manyBills(5000)} sort="lastAction" order="desc" onSort={() => {}} />);
    const table = screen.getByRole('table');
    expect(table).toHaveAttribute('aria-rowcount', '5001');
    expect(within(table).getAllByRole('row').length).toBeLessThan(100);
  });

  it('moves between rows with the arrow keys and opens a bill with Enter', async () => {
    const user = userEvent.setup();
    renderWithRouter(<BillResultsTable bills={manyBills(3)} sort="lastAction" order="desc" onSort={() => {}} />);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    rows[0]?.focus();
    await user.keyboard('{ArrowDown}');
    await vi.waitFor(() => expect(rows[1]).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/bills/TX-892-HB-2');
  });
});

import type { BillVersion } from '@statehouse/shared/bills/bills.schemas';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BillVersionsList } from './bill-sections';

const version = (id: number, name: string, hasText: boolean): BillVersion => ({
  id,
  billId: 'IL-25R-HB-1075',
  position: id - 1,
  name,
  date: null,
  url: `https://ilga.gov/documents/legislation/104/HB/PDF/10400HB1075-${id}.pdf`,
  mediaType: 'application/pdf',
  links: [
    { url: `https://ilga.gov/documents/legislation/104/HB/PDF/10400HB1075-${id}.pdf`, mediaType: 'application/pdf' },
  ],
  hasText,
  hasHtml: false,
  textLength: hasText ? 1000 : 0,
});

describe('BillVersionsList', () => {
  it('offers Read for a version with text and says why another has none, beside its official link', async () => {
    const onRead = vi.fn();
    render(
      <BillVersionsList versions={[version(1, 'Introduced', true), version(2, 'Enrolled', false)]} onRead={onRead} />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: /^Read\s*Introduced$/ }));
    expect(onRead).toHaveBeenCalledWith(1);
    expect(screen.queryByRole('button', { name: /^Read\s*Enrolled$/ })).toBeNull();
    expect(screen.getByText('Text not available here')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /PDF/ })).toHaveLength(2);
  });
});

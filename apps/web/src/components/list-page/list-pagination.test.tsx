import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListPagination } from './list-pagination';

describe('ListPagination', () => {
  it('shows the rows on screen, the page of the total and turns pages, with the page size when it may change', async () => {
    const user = userEvent.setup();
    const onPage = vi.fn();
    const onPageSize = vi.fn();
    render(<ListPagination page={2} pageSize={25} total={60} onPage={onPage} onPageSize={onPageSize} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav).toHaveTextContent('26–50 of 60');
    expect(nav).toHaveTextContent('Page 2 of 3');

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPage).toHaveBeenLastCalledWith(1);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenLastCalledWith(3);
    await user.selectOptions(screen.getByLabelText('Per page'), '100');
    expect(onPageSize).toHaveBeenCalledWith(100);
  });

  it('offers no page size without onPageSize and stops at the last page', () => {
    render(<ListPagination page={3} pageSize={10} total={25} onPage={vi.fn()} label="Recent reports pages" />);
    expect(screen.getByRole('navigation', { name: 'Recent reports pages' })).toHaveTextContent('21–25 of 25');
    expect(screen.queryByLabelText('Per page')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it("says the count in the list's own words when given a summary", () => {
    render(<ListPagination page={1} pageSize={10} total={12} onPage={vi.fn()} summary="12 deliveries" />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav).toHaveTextContent('12 deliveries');
    expect(nav).not.toHaveTextContent('1–10 of 12');
  });

  it('without a total, shows only the page and offers Next while the server says there is more', async () => {
    const user = userEvent.setup();
    const onPage = vi.fn();
    const { rerender } = render(<ListPagination page={1} pageSize={20} hasMore onPage={onPage} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav).toHaveTextContent('PreviousPage 1Next');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(2);

    rerender(<ListPagination page={2} pageSize={20} hasMore={false} onPage={onPage} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });
});

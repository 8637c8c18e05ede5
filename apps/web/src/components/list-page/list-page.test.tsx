import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListPage } from './list-page';

describe('ListPage', () => {
  it('opens the filters in a sheet below 1024 px and gives the focus back to its button on close', async () => {
    const user = userEvent.setup();
    render(
      <ListPage
        title="Members"
        count="3 members"
        activeFilterCount={1}
        filters={<input aria-label="Party" />}
        toolbar={<button type="button">Sort</button>}
      >
        <p>results</p>
      </ListPage>,
    );
    const button = screen.getByRole('button', { name: 'Filters (1)' });
    await user.click(button);
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(sheet).getByLabelText('Party')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});

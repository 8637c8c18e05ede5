import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from './dialog';

function OpenedFromOutside() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Show vote
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>Vote</DialogTitle>
          <DialogDescription>Yeas and nays.</DialogDescription>
        </DialogContent>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('gives the focus back to the button outside its root that opened it', async () => {
    const user = userEvent.setup();
    render(<OpenedFromOutside />);
    const opener = screen.getByRole('button', { name: 'Show vote' });
    await user.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Vote' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('gives the focus back to its own trigger, and a close button closes it', async () => {
    const user = userEvent.setup();
    render(
      <Dialog>
        <DialogTrigger asChild>
          <button type="button">Share</button>
        </DialogTrigger>
        <DialogContent>
          <DialogTitle>Share</DialogTitle>
          <DialogDescription>By e-mail.</DialogDescription>
        </DialogContent>
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toHaveFocus();
  });
});

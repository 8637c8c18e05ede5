import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { deferModule, deferredPart, deferredRoot, deferredTrigger } from './deferred';
import type * as MenuRadix from './dropdown-menu-radix';
import type * as SheetRadix from './sheet-radix';

/** A deferred module whose import waits until the test lets it through (or fails it). */
function gated<M>(importer: () => Promise<M>) {
  let open!: () => void;
  let fail!: (error: Error) => void;
  let gate = new Promise<void>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  const parts = deferModule(async () => {
    await gate;
    return importer();
  });
  return {
    parts,
    release: async () => {
      await act(async () => {
        open();
        await parts.load();
      });
    },
    fail: async () => {
      await act(async () => {
        fail(new Error('offline'));
        await parts.load().catch(() => undefined);
      });
      gate = new Promise<void>((resolve, reject) => {
        open = resolve;
        fail = reject;
      });
    },
  };
}

function deferredMenu() {
  const gate = gated(() => import('./dropdown-menu-radix'));
  type M = typeof MenuRadix;
  return {
    ...gate,
    Menu: deferredRoot(gate.parts, (module: M) => module.DropdownMenu, 'menu'),
    Trigger: deferredTrigger(gate.parts, (module: M) => module.DropdownMenuTrigger),
    Content: deferredPart(gate.parts, (module: M) => module.DropdownMenuContent),
    Item: deferredPart(gate.parts, (module: M) => module.DropdownMenuItem),
  };
}

/** An account menu with one item; `onClick` is the wrapped button's own handler. */
function renderMenu({ Menu, Trigger, Content, Item }: ReturnType<typeof deferredMenu>, onClick?: () => void) {
  render(
    <Menu>
      <Trigger asChild>
        <button type="button" onClick={onClick}>
          Account
        </button>
      </Trigger>
      <Content>
        <Item>Log out</Item>
      </Content>
    </Menu>,
  );
}

describe('a popup whose code loads on first use', () => {
  it('renders its trigger as the element it wraps, closed, and nothing else until the code is in', () => {
    const menu = deferredMenu();
    renderMenu(menu);
    const trigger = screen.getByRole('button', { name: 'Account' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Log out')).not.toBeInTheDocument();
  });

  it('opens once the code is in when it was pressed before, and calls the wrapped element’s own handler', async () => {
    const user = userEvent.setup();
    const clicked = vi.fn();
    const menu = deferredMenu();
    const { release } = menu;
    renderMenu(menu, clicked);
    await user.click(screen.getByRole('button', { name: 'Account' }));
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await release();
    expect(await screen.findByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
    // The open menu is modal: the rest of the page, the trigger with it, is hidden from the accessibility tree.
    expect(screen.getByRole('button', { name: 'Account', hidden: true })).toHaveAttribute('aria-expanded', 'true');
  });

  it('gives the focus back to the trigger when the code arrives while it has it, without opening', async () => {
    const menu = deferredMenu();
    const { release } = menu;
    renderMenu(menu);
    act(() => screen.getByRole('button', { name: 'Account' }).focus());
    await release();
    const trigger = screen.getByRole('button', { name: 'Account' });
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('loads a controlled root asked to open, and shows it open', async () => {
    const gate = gated(() => import('./sheet-radix'));
    type S = typeof SheetRadix;
    const Sheet = deferredRoot(gate.parts, (module: S) => module.Sheet, 'dialog');
    const Content = deferredPart(gate.parts, (module: S) => module.SheetContent);
    const Title = deferredPart(gate.parts, (module: S) => module.SheetTitle);
    const Description = deferredPart(gate.parts, (module: S) => module.SheetDescription);
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Filters
          </button>
          <Sheet open={open} onOpenChange={setOpen}>
            <Content>
              <Title>Filters</Title>
              <Description>Narrow the list.</Description>
            </Content>
          </Sheet>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await gate.release();
    expect(await screen.findByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
  });

  it('keeps the plain trigger when the code cannot be fetched, and tries again on the next press', async () => {
    const user = userEvent.setup();
    const menu = deferredMenu();
    const { fail, release } = menu;
    renderMenu(menu);
    await user.click(screen.getByRole('button', { name: 'Account' }));
    await fail();
    expect(screen.getByRole('button', { name: 'Account' })).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Account' }));
    await release();
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Log out' })).toBeInTheDocument());
  });
});

import { useRef } from 'react';

type AutoFocusHandlers = {
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * The auto-focus handlers of a Radix dialog's content (a dialog or a sheet) that give the focus back on close to what
 * had it when it opened. Radix gives it to the root's own trigger only, and most dialogs and sheets here are opened by
 * a button outside the root (a list's row, a menu, a deferred root's neighbour) or by the page, which left the focus
 * on the body. The caller's own handlers run first; one that prevents the default keeps the focus where it put it.
 */
export function useFocusReturn({ onOpenAutoFocus, onCloseAutoFocus }: AutoFocusHandlers): Required<AutoFocusHandlers> {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event) => {
      // Radix asks before it moves the focus into the dialog: the focus is still on the opener.
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event) => {
      onCloseAutoFocus?.(event);
      const element = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !element?.isConnected || element === document.body) return;
      event.preventDefault();
      element.focus();
    },
  };
}

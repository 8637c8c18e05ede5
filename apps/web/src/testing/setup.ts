import '@testing-library/jest-dom/vitest';
import { loadDialog } from '@/components/ui/dialog';
import { loadDropdownMenu } from '@/components/ui/dropdown-menu';
import { loadPopover } from '@/components/ui/popover';
import { loadSheet } from '@/components/ui/sheet';
import { loadTooltip } from '@/components/ui/tooltip';
import { recordConsoleError, takeUnexpectedConsoleErrors } from './console-guard';

// Component tests start with the code of every dialog, menu, popover, sheet and tooltip in, as a page has it once the user
// has pointed at one; components/ui/deferred.test.tsx covers the time before (decision 053).
await Promise.all([loadDialog(), loadDropdownMenu(), loadPopover(), loadSheet(), loadTooltip()]);

// jsdom lacks these browser APIs; Radix primitives and our layout hooks call them.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
Element.prototype.scrollIntoView ??= () => {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
window.scrollTo = () => {};

const originalConsoleError = console.error;

beforeEach(() => {
  console.error = (...args: unknown[]) => {
    recordConsoleError(args);
    originalConsoleError(...args);
  };
});

afterEach(() => {
  console.error = originalConsoleError;
  localStorage.clear();
  document.documentElement.className = '';
  const messages = takeUnexpectedConsoleErrors();
  if (messages.length > 0) {
    throw new Error(`Unexpected console.error during the test:\n${messages.join('\n')}`);
  }
});

import '@testing-library/jest-dom/vitest';
import * as webStreams from 'node:stream/web';
import { cleanup } from '@testing-library/react';
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
// The VM pool's window is jsdom's own, without Node's web streams (features/ai/api/ask-ai.ts reads a streamed answer);
// on forks they were Node's globals (decision 088).
for (const [name, value] of Object.entries(webStreams)) {
  if (!(name in globalThis)) Object.assign(globalThis, { [name]: value });
}

// Each file must start on a page of its own: Vitest's VM pool runs every file in one context when it has a single
// worker (decision 088). The first file in a context leaves its name; a later file that finds one fails.
beforeAll(() => {
  const file = expect.getState().testPath ?? 'a test file';
  const holder = globalThis as { __statehouseTestFile?: string };
  const earlier = holder.__statehouseTestFile;
  if (earlier !== undefined || document.body.childElementCount > 0) {
    throw new Error(
      `${file} starts in a context another test file used (${earlier ?? 'a page with content'}); ` +
        'the web project needs one VM context per file (apps/web/vitest.config.ts)',
    );
  }
  holder.__statehouseTestFile = file;
});

// What Testing Library's own hooks do, registered by its module when a file first imports it: here too, so that they
// do not depend on which file evaluated that module in a context.
const reactAct = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  reactAct.IS_REACT_ACT_ENVIRONMENT = true;
});

const originalConsoleError = console.error;

beforeEach(() => {
  console.error = (...args: unknown[]) => {
    recordConsoleError(args);
    originalConsoleError(...args);
  };
});

afterEach(() => {
  cleanup();
  console.error = originalConsoleError;
  localStorage.clear();
  document.documentElement.className = '';
  const messages = takeUnexpectedConsoleErrors();
  if (messages.length > 0) {
    throw new Error(`Unexpected console.error during the test:\n${messages.join('\n')}`);
  }
});

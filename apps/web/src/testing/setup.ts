import '@testing-library/jest-dom/vitest';
import { recordConsoleError, takeUnexpectedConsoleErrors } from './console-guard';

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

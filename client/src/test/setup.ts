import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The first screen a test file renders loads its lazy route and the shell cold; on two shared cores
// that can take longer than Testing Library's default second. Waiting longer weakens no assertion.
configure({ asyncUtilTimeout: 4000 });

// Files share a worker's jsdom (isolate: false, for speed): each test leaves the page, storage, globals
// and timers as it found them.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

// jsdom lacks these browser APIs; Radix and the shell's media query use them.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
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
}
if (!globalThis.ResizeObserver) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
// React Router's ScrollRestoration scrolls on navigation; jsdom does not implement scrolling.
window.scrollTo = () => {};
// Radix Select and Toast call pointer capture and scrolling on their elements, which jsdom lacks.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.scrollIntoView ??= () => {};

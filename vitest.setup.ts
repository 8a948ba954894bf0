import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { preloadHtmlSanitizer } from './packages/ui/src/RichText';

// Testing Library drains its async work with a zero-delay timer, and only knows to advance
// fake timers for it when it finds `jest`. Pointing it at Vitest's clock lets user-event and
// waitFor work under vi.useFakeTimers().
(globalThis as { jest?: unknown }).jest = {
  advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms),
};

afterEach(() => {
  // Node-environment test files (servers, the UKEY simulator) have no DOM to clean.
  if (typeof window === 'undefined') return;
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

// jsdom has no built-in HTML sanitiser, so RichText uses DOMPurify, which it loads on first use.
// Loaded here, it is ready before any test renders, as it is in a browser once it has come.
if (typeof window !== 'undefined') await preloadHtmlSanitizer();

import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

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

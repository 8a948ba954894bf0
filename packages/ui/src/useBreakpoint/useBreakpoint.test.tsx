import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBreakpoint } from './useBreakpoint';

function fakeViewport(width: number) {
  const listeners = new Set<() => void>();
  let current = width;
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      const limit = Number(/max-width: ([\d.]+)px/.exec(query)?.[1]);
      return current <= limit;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    resize(next: number) {
      current = next;
      listeners.forEach((listener) => listener());
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useBreakpoint', () => {
  it('is desktop at 1024 px and mobile below it, following resizes', () => {
    const viewport = fakeViewport(1024);
    const { result } = renderHook(() => useBreakpoint());
    expect(result.current).toBe('desktop');
    act(() => viewport.resize(1023));
    expect(result.current).toBe('mobile');
    act(() => viewport.resize(1440));
    expect(result.current).toBe('desktop');
  });
});

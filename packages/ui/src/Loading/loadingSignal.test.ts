// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isLoadingWithin, markLoading, onLoadingChange } from './loadingSignal';

describe('the loading signal', () => {
  const cleanups: Array<() => void> = [];
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup();
    document.body.innerHTML = '';
  });

  function region() {
    const outer = document.createElement('section');
    const inner = document.createElement('div');
    outer.append(inner);
    document.body.append(outer);
    return { outer, inner };
  }

  it('says a region is loading while a part inside it is marked, and not once the mark is lifted', () => {
    const { outer, inner } = region();
    expect(isLoadingWithin(outer)).toBe(false);
    const lift = markLoading(inner);
    expect(isLoadingWithin(outer)).toBe(true);
    expect(isLoadingWithin(inner)).toBe(true);
    lift();
    expect(isLoadingWithin(outer)).toBe(false);
  });

  it('leaves out parts elsewhere on the page and parts no longer on it', () => {
    const first = region();
    const second = region();
    cleanups.push(markLoading(second.inner));
    expect(isLoadingWithin(first.outer)).toBe(false);
    expect(isLoadingWithin(second.outer)).toBe(true);
    second.inner.remove();
    expect(isLoadingWithin(second.outer)).toBe(false);
  });

  it('tells each listener of every mark and lift, until it unsubscribes', () => {
    const { inner } = region();
    const listener = vi.fn();
    const unsubscribe = onLoadingChange(listener);
    const lift = markLoading(inner);
    lift();
    lift();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    cleanups.push(markLoading(inner));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

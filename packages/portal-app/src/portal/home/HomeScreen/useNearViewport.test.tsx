import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './useNearViewport';

type Entry = Pick<IntersectionObserverEntry, 'isIntersecting'> & { boundingClientRect: Pick<DOMRectReadOnly, 'bottom'> };
let report: (entries: Entry[]) => void = () => undefined;

class FakeObserver {
  constructor(callback: (entries: Entry[]) => void) {
    report = callback;
  }
  observe() {}
  disconnect() {}
}

function Section() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  return <div ref={ref}>{near ? '已到达' : '未到达'}</div>;
}

describe('useNearViewport', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** Renders a section and lets the browser go idle, so that watching begins. */
  function renderWatched() {
    render(<Section />);
    act(() => vi.advanceTimersByTime(1500));
  }

  it('counts a section below the viewport as not reached until it comes near', () => {
    renderWatched();
    act(() => report([{ isIntersecting: false, boundingClientRect: { bottom: 2400 } }]));
    expect(screen.getByText('未到达')).toBeInTheDocument();
    act(() => report([{ isIntersecting: true, boundingClientRect: { bottom: 700 } }]));
    expect(screen.getByText('已到达')).toBeInTheDocument();
  });

  it('counts a section scrolled past before watching began as reached', () => {
    renderWatched();
    act(() => report([{ isIntersecting: false, boundingClientRect: { bottom: -300 } }]));
    expect(screen.getByText('已到达')).toBeInTheDocument();
  });
});

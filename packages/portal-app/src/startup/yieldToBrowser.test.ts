import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToBrowser } from './yieldToBrowser';

describe('yieldToBrowser', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('resumes in a new task: after the microtasks and the tasks already queued', async () => {
    const order: string[] = [];
    const earlier = new MessageChannel();
    earlier.port1.onmessage = () => {
      order.push('task queued before');
      earlier.port1.close();
    };
    earlier.port2.postMessage(null);
    void Promise.resolve().then(() => order.push('microtask'));

    await yieldToBrowser();
    order.push('resumed');

    expect(order).toEqual(['microtask', 'task queued before', 'resumed']);
  });

  it('uses the browser’s own scheduler.yield where there is one', async () => {
    const own = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: own });

    await yieldToBrowser();

    expect(own).toHaveBeenCalledOnce();
  });
});

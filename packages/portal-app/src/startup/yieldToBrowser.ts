/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer input in
 * between: start-up's phases each stay a short task instead of one long one on a slow phone.
 * A message, not a timer: start-up must not wait on a clock a test may hold still.
 */
export function yieldToBrowser(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

import { useDeferredValue } from 'react';

/**
 * False on a component's first render, then true in a second render that React schedules
 * straight after as a transition, which it may interrupt. A screen draws what the learner came
 * for first and the rest in the second pass: a slow phone paints the first part before it
 * builds the rest, and no single task holds the page for the whole screen.
 */
export function useSecondPass(): boolean {
  return useDeferredValue(true, false);
}

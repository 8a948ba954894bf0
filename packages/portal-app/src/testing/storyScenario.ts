import { mockDb } from '@study-portal/api/mocks';

/**
 * A story's `beforeEach` for a story that proves a screen safe: the shared fake backend plays
 * its hostile scenario (the clean demo plus the records with markup that tries to run a script,
 * endless and empty texts) for this story only; the next story starts from the clean demo again.
 * Put it on the story rather than the meta when the meta's own `beforeEach` resets the backend:
 * the story's runs last. Like any reset it ends the backend's sessions: sign in after it (the
 * ScreenHarness's `signedInAs` does, at render).
 */
export function hostileScenario(): void {
  mockDb.reset({ scenario: 'hostile' });
}

// Without a backend of its own (VITE_API_PREFIX unset), the example answers its calls with the
// fake backend that @study-portal/api ships, in a service worker. A real deployment sets the
// prefix and never loads this code.
export async function startFakeBackend(): Promise<void> {
  const [{ setupWorker }, { createMockBackend }] = await Promise.all([import('msw/browser'), import('@study-portal/api/mocks')]);
  const backend = createMockBackend();
  await setupWorker(...backend.handlers).start({ onUnhandledRequest: 'bypass', quiet: true });
}

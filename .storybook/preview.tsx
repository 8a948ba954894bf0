import type { Decorator, Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { defaultMockSettings, handlers, mockDb } from '@study-portal/api/mocks';
import { ThemeProvider, type ThemeName } from '@study-portal/ui';
import { configure } from 'storybook/test';
import { storyTenants, type StoryTenant } from './tenants';

// A screen waits on the fake backend and lazily loaded parts; on a busy two-core CI machine
// that can take more than testing-library's default second. Waiting longer never slows a
// passing story: `findBy` returns as soon as the element is there.
configure({ asyncUtilTimeout: 5000 });

// The tenant this decorator last put into the fake backend, told apart from one a story set itself.
let appliedTenantId: string | undefined;

/** The fake backend's tenant for the toolbar's choice: the chosen tenant's, or the story's own. */
function backendTenantId(tenant: StoryTenant): string {
  if (tenant.tenantId) return tenant.tenantId;
  // Back on the demo after another tenant without a fresh beforeEach: undo ours, keep a story's.
  return mockDb.settings.tenantId === appliedTenantId ? defaultMockSettings.tenantId : mockDb.settings.tenantId;
}

const withThemeAndTenant: Decorator = (Story, context) => {
  const tenant = storyTenants[String(context.globals.tenant)] ?? storyTenants.demo!;
  // No theme chosen in the toolbar: the tenant's own.
  const theme = (context.globals.theme as ThemeName | undefined) ?? tenant.theme;
  const elder = context.globals.elder === true || context.globals.elder === 'true';
  // The fake backend serves the tenant's site configuration, from which the portal picks the
  // profile, and pictures in the theme shown. Set here rather than in beforeEach because
  // stories reset the backend in their own beforeEach.
  const tenantId = backendTenantId(tenant);
  appliedTenantId = tenant.tenantId;
  if (mockDb.settings.theme !== theme || mockDb.settings.tenantId !== tenantId) mockDb.settings = { ...mockDb.settings, theme, tenantId };
  return (
    <ThemeProvider theme={theme} tenant={tenant.appearance} elder={elder}>
      <Story />
    </ThemeProvider>
  );
};

const preview: Preview = {
  decorators: [withThemeAndTenant],
  // Every story starts from the clean demo's fixtures and an empty page session: what one story
  // saved (a reading, a rating, an enrolment, a ScreenHarness sign-in, the hostile scenario a
  // story asked for with `beforeEach: hostileScenario`) must not change the next one.
  beforeEach: () => {
    mockDb.reset();
    appliedTenantId = undefined;
    window.sessionStorage.clear();
  },
  // The fake backend answers every story's requests; a story overrides a call with
  // `beforeEach({ msw }) { msw.use(...) }`.
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker(...handlers);
      await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
      return worker;
    }),
  ],
  globalTypes: {
    theme: {
      description: '主题',
      toolbar: {
        title: '主题',
        icon: 'paintbrush',
        // Unset, the tenant's own theme shows.
        items: [
          { value: 'red', title: '红色主题' },
          { value: 'blue', title: '蓝色主题' },
        ],
        dynamicTitle: true,
      },
    },
    tenant: {
      description: '租户',
      toolbar: {
        title: '租户',
        icon: 'users',
        items: Object.entries(storyTenants).map(([value, tenant]) => ({ value, title: tenant.title })),
        dynamicTitle: true,
      },
    },
    elder: {
      description: '长者模式',
      toolbar: {
        title: '长者模式',
        icon: 'accessibility',
        items: [
          { value: false, title: '标准模式' },
          { value: true, title: '长者模式' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { tenant: 'demo', elder: false },
  parameters: {
    // Any axe violation fails the story, in the browser test run as well as in the UI. A run
    // from the command line (`pnpm stories`, npm test) reads only the violations: axe then skips
    // writing out every passing node, which was most of its time on a full screen, and fails on
    // exactly the same findings. The addon's panel keeps the passes and the items to review.
    a11y: { test: 'error', ...(import.meta.env.VITEST_STORYBOOK === 'false' ? { options: { resultTypes: ['violations'] } } : {}) },
    layout: 'fullscreen',
    options: {
      storySort: { order: ['Welcome', 'Screens', 'Portal', 'Admin', 'Layout', 'Navigation', 'Content', 'Forms', 'Feedback', 'Foundations'] },
    },
  },
  tags: ['autodocs'],
};

export default preview;

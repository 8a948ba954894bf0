import type { Meta, StoryObj } from '@storybook/react-vite';
import { Loading } from '@study-portal/ui';
import { MemoryRouter, Outlet, type RouteObject } from 'react-router-dom';
import { expect } from 'storybook/test';
import { RouteFailed } from '../RouteFailed';
import { RouteTable, useRouteMatches } from './RouteTable';
import type { ScreenCode } from './screenCode';

/** A frame that names the matched routes, as the portal's title and the admin breadcrumb do. */
function Frame() {
  const titles = useRouteMatches().flatMap((match) => {
    const title = (match.handle as { title?: string } | undefined)?.title;
    return title ? [title] : [];
  });
  return (
    <main>
      <nav aria-label="当前位置">{titles.join(' / ')}</nav>
      <Outlet />
    </main>
  );
}

function Throws(): never {
  throw new Error('render failed');
}

const screenCode = {
  /** The screen's code, here at once. */
  here: async (): Promise<ScreenCode> => ({ element: <h1>课程详情</h1> }),
  /** Still downloading. */
  coming: () => new Promise<ScreenCode>(() => undefined),
  /** The chunk could not be fetched. */
  missing: async (): Promise<ScreenCode> => {
    throw new TypeError('Failed to fetch dynamically imported module: /assets/course-detail-1a2b.js');
  },
};

type Screen = keyof typeof screenCode | 'throws';

/** The table of one frame and one page, whose screen is in the given state. */
function TableWith({ screen }: { screen: Screen }) {
  const page: RouteObject = {
    path: '/coursedetail',
    handle: { title: '课程详情' },
    errorElement: <RouteFailed reload={() => undefined} />,
    ...(screen === 'throws' ? { element: <Throws /> } : { lazy: screenCode[screen] }),
  };
  const routes: RouteObject[] = [{ element: <Frame />, handle: { title: '首页' }, children: [page] }];
  return (
    <MemoryRouter initialEntries={['/coursedetail']}>
      <RouteTable routes={routes} loading={<Loading label="正在加载" />} />
    </MemoryRouter>
  );
}

const meta = {
  title: 'Shared/RouteTable',
  component: TableWith,
  args: { screen: 'here' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TableWith>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The screen's code has come: the frame, the matched routes' titles and the screen. */
export const ScreenShown: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '课程详情' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: '当前位置' })).toHaveTextContent('首页 / 课程详情');
  },
};

/** The code is still downloading: the frame is drawn, the screen's place says so. */
export const CodeComing: Story = {
  args: { screen: 'coming' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('正在加载');
    await expect(canvas.getByRole('navigation', { name: '当前位置' })).toHaveTextContent('首页 / 课程详情');
  },
};

/** The code could not be fetched: the route's error element, inside the frame. */
export const CodeMissing: Story = {
  args: { screen: 'missing' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('页面未能加载');
    await expect(canvas.getByRole('navigation', { name: '当前位置' })).toBeVisible();
  },
};

/** The screen threw while drawing: the route's error element, inside the frame. */
export const ScreenThrew: Story = {
  args: { screen: 'throws' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('页面出错了');
    await expect(canvas.getByRole('navigation', { name: '当前位置' })).toBeVisible();
  },
};

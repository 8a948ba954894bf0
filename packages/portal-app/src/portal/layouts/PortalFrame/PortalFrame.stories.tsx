import type { Meta, StoryObj } from '@storybook/react-vite';
import { createPortalClients, defaultPortalConfig, portalStorage, siteConfigPaths } from '@study-portal/api';
import { contractHttp, demoSubSiteConfig, mockDb, ok, signIn } from '@study-portal/api/mocks';
import { MemoryRouter } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { SWRConfig } from 'swr';
import { RouteTable } from '../../../components/RouteTable';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { AppProviders } from '../../app/AppProviders';
import { indexRoute } from '../../home/frontPage';
import { NotFoundScreen } from '../../app/NotFoundScreen';
import { PortalFrame } from './PortalFrame';

const clients = createPortalClients(defaultPortalConfig);

const portalFrameRoutes = [
  {
    element: <PortalFrame openWindow={() => undefined} />,
    children: [
      indexRoute,
      { path: '/404', handle: { title: '页面不存在' }, element: <NotFoundScreen /> },
    ],
  },
];

/** The portal frame at an address, on a fresh data cache so each story loads for itself. */
function PortalAt({ path }: { path: string }) {
  return (
    <SWRConfig value={{ provider: () => new Map() }}>
      <AppProviders clients={clients} leave={() => undefined}>
        <MemoryRouter initialEntries={[path]}>
          <RouteTable routes={portalFrameRoutes} loading={null} />
        </MemoryRouter>
      </AppProviders>
    </SWRConfig>
  );
}

const meta = {
  title: 'Frame/PortalFrame',
  component: PortalAt,
  args: { path: '/index' },
} satisfies Meta<typeof PortalAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultTenant: Story = {
  play: async ({ canvas }) => {
    const menu = await canvas.findByRole('navigation', { name: '主菜单' });
    await expect(menu).toHaveTextContent('首页课程推荐专题推荐网上专题班栏目推荐学习中心');
    const footer = await canvas.findByRole('contentinfo');
    await expect(footer).toHaveTextContent('主办单位：干部网络学院（演示）');
    // The site map is a signed-in page: a visitor's footer does not offer it.
    await expect(within(footer).queryByRole('link', { name: '网站地图' })).not.toBeInTheDocument();
  },
};

export const SignedInLearner: Story = {
  beforeEach: () => {
    window.sessionStorage.removeItem('userInfo');
    portalStorage.setAccessToken(signIn(mockDb, 'learner'));
    return () => window.sessionStorage.removeItem('accessToken');
  },
  play: async ({ canvas }) => {
    const footer = await canvas.findByRole('contentinfo');
    const links = await within(footer).findByRole('navigation', { name: '站点导航' });
    await expect(await within(links).findByRole('link', { name: '网站地图' })).toHaveAttribute('href', '/siteMap');
  },
};

export const BlueThemeTenant: Story = {
  // The story's theme makes the fake backend a blue tenant, whose sub-site says THEME blue and whose pictures are blue.
  globals: { theme: 'blue' },
  play: async ({ canvas }) => {
    const menu = await canvas.findByRole('navigation', { name: '主菜单' });
    await expect(menu.closest('[data-theme]')).toHaveAttribute('data-theme', 'blue');
    await expect(menu).toHaveTextContent('首页学习中心网上专题班综合素养课程文艺专业课程数字图书馆');
    const banner = await canvas.findByRole('region', { name: '焦点图' });
    await waitFor(() => expect(banner.querySelectorAll('img').length).toBeGreaterThan(0));
    const slides = [...banner.querySelectorAll('img')].map((slide) => slide.getAttribute('src') ?? '');
    await expect(slides.filter((address) => !address.startsWith('/demo-media/pictures/blue/'))).toEqual([]);
  },
};

/** The toolbar's blue city tenant: its theme, its menu and its own footer, from its site configuration. */
export const BlueCityTenant: Story = {
  globals: { tenant: 'blueCity' },
  play: async ({ canvas }) => {
    const menu = await canvas.findByRole('navigation', { name: '主菜单' });
    await expect(menu.closest('[data-theme]')).toHaveAttribute('data-theme', 'blue');
    await expect(menu).toHaveTextContent('首页学习中心网上专题班综合素养课程文艺专业课程数字图书馆');
    await expect(await canvas.findByRole('contentinfo')).toHaveTextContent('主办单位：示例市委组织部（演示）');
  },
};

/** A theme chosen in the toolbar wins over the tenant's own. */
export const BlueCityTenantInRed: Story = {
  globals: { tenant: 'blueCity', theme: 'red' },
  play: async ({ canvas }) => {
    const menu = await canvas.findByRole('navigation', { name: '主菜单' });
    await expect(menu.closest('[data-theme]')).toHaveAttribute('data-theme', 'red');
    await expect(menu).toHaveTextContent('首页课程推荐专题推荐网上专题班栏目推荐学习中心');
  },
};

/** The toolbar's tenant without classes and columns, red, with its own focus colour. */
export const BrandedTenant: Story = {
  globals: { tenant: 'branded' },
  play: async ({ canvas }) => {
    const menu = await canvas.findByRole('navigation', { name: '主菜单' });
    await expect(menu).toHaveTextContent('首页课程推荐专题推荐学习中心');
    await expect(within(menu).queryByRole('link', { name: '网上专题班' })).toBeNull();
  },
};

/** The toolbar's tenant that puts 网上专题班 second. */
export const ClassesSecondTenant: Story = {
  globals: { tenant: 'classesSecond' },
  play: async ({ canvas }) => {
    const menu = await canvas.findByRole('navigation', { name: '主菜单' });
    await expect(menu).toHaveTextContent('首页网上专题班课程推荐专题推荐栏目推荐学习中心');
  },
};

export const ExternalAcademyOn: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      contractHttp.post(siteConfigPaths.subSite, () =>
        ok({ ...demoSubSiteConfig, sysParam: demoSubSiteConfig.sysParam.map((param) => (param.code === 'ZWY_SHOW' ? { ...param, value: 'Y' } : param)) }),
      ),
    );
  },
  play: async ({ canvas }) => {
    const menu = await canvas.findByRole('navigation', { name: '主菜单' });
    await expect(await within(menu).findByRole('button', { name: '中国干部网络学院' })).toBeVisible();
    // The toolbar is a lazy chunk; the first story to need it waits for it to be transformed.
    await expect(await canvas.findByRole('button', { name: '学员登录' }, { timeout: 15_000 })).toBeVisible();
  },
};

export const LoadingConfiguration: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(siteConfigPaths.site, neverAnswers));
  },
  play: async ({ canvas }) => {
    // The toasts' live regions are statuses too; the loading one is found by its text.
    await expect(await canvas.findByText('正在加载')).toHaveAttribute('role', 'status');
  },
};

export const ConfigurationUnavailable: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(siteConfigPaths.subSite, failsWith(502)));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '页面不存在' })).toBeVisible();
    // No configuration, no frame: the notice stands alone.
    await expect(canvas.queryByRole('navigation', { name: '主菜单' })).toBeNull();
  },
};

/** A wrong address: the notice inside the frame, with the header's search and the menu at hand. */
export const NotFoundInFrame: Story = {
  args: { path: '/404' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '页面不存在' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: '主菜单' })).toBeVisible();
    await expect(canvas.getByRole('searchbox')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/index');
  },
};

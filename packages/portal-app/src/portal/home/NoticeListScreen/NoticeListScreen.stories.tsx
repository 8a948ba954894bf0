import type { Meta, StoryObj } from '@storybook/react-vite';
import { articlePaths } from '@study-portal/api';
import { contractHttp, ok } from '@study-portal/api/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { ScreenHarness } from '../../../testing/ScreenHarness';
import { NoticeListScreen } from './NoticeListScreen';
import { hostileScenario } from '../../../testing/storyScenario';

function NoticesPage({ path }: { path: string }) {
  return (
    <ScreenHarness signedInAs="learner" path={path}>
      <NoticeListScreen />
    </ScreenHarness>
  );
}

const meta = {
  title: 'Portal/Home/NoticeList',
  component: NoticesPage,
  args: { path: '/information' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof NoticesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Notices: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '通知公告', level: 1 })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: '关于开展2026年度干部网络学习的通知' })).toHaveAttribute('href', '/informationDetail?id=article-01');
  },
};

export const NoticesInteraction: Story = {
  ...Notices,
  name: 'Test: Notices',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await Notices.play!(context);
    const { canvas } = context;
    const pages = within(canvas.getByRole('navigation', { name: '通知分页' }));
    await userEvent.click(pages.getByRole('button', { name: '下一页' }));
    // The bar is drawn again once the next page has arrived.
    await expect(await canvas.findByRole('button', { name: '第 2 页', current: 'page' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: '南湖市举办基层党建业务能力提升网上专题班' })).toBeVisible();
  },
};

export const HostileNotices: Story = {
  beforeEach: hostileScenario,
  play: async ({ canvas }) => {
    // The hostile notice's title is text, not markup.
    await expect(await canvas.findByRole('link', { name: '<script>alert(1)</script>关于平台安全检测的通知' })).toBeVisible();
  },
};

export const HostileNoticesInteraction: Story = {
  ...HostileNotices,
  name: 'Test: Hostile Notices',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await HostileNotices.play!(context);
    const { canvas } = context;
    const pages = within(canvas.getByRole('navigation', { name: '通知分页' }));
    await userEvent.click(pages.getByRole('button', { name: '下一页' }));
    await expect(await canvas.findByRole('link', { name: '内容为空的通知' })).toBeVisible();
  },
};

export const ByType: Story = {
  name: 'Test: By Type',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: '政策文件' }));
    await expect(await canvas.findByRole('tab', { name: '政策文件', selected: true })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: '关于调整平台学时认定办法的说明' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '平台系统升级维护公告' })).toBeNull();
  },
};

export const OpenedOnAPage: Story = {
  args: { path: '/information?page=2' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: '全部', selected: true })).toBeVisible();
    const pages = within(await canvas.findByRole('navigation', { name: '通知分页' }));
    await expect(pages.getByRole('button', { name: '第 2 页', current: 'page' })).toBeVisible();
  },
};

export const NoticesBlueTheme: Story = { globals: { theme: 'blue' } };

export const NoticesElderMode: Story = { globals: { elder: true } };

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(articlePaths.query, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(articlePaths.query, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('通知数据加载失败');
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(articlePaths.query, () => ok({ datalist: [], totalelements: 0 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无数据')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: '通知分页' })).toBeNull();
  },
};

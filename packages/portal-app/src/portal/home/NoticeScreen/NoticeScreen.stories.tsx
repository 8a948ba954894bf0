import type { Meta, StoryObj } from '@storybook/react-vite';
import { articlePaths } from '@study-portal/api';
import { contractHttp } from '@study-portal/api/mocks';
import { expect, within } from 'storybook/test';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { ScreenHarness } from '../../../testing/ScreenHarness';
import { NoticeScreen } from './NoticeScreen';
import { hostileScenario } from '../../../testing/storyScenario';

function NoticePage({ path }: { path: string }) {
  return (
    <ScreenHarness signedInAs="learner" path={path}>
      <NoticeScreen />
    </ScreenHarness>
  );
}

const meta = {
  title: 'Portal/Home/Notice',
  component: NoticePage,
  args: { path: '/informationDetail?id=article-01' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof NoticePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Notice: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '关于开展2026年度干部网络学习的通知', level: 1 })).toBeVisible();
    await expect(canvas.getByText('来源：中共示例省委组织部')).toBeVisible();
    await expect(canvas.getByText('发布时间：2026-03-12 09:00')).toBeVisible();
    await expect(canvas.getByRole('table')).toBeVisible();
    const attachments = within(canvas.getByRole('region', { name: '附件' }));
    await expect(attachments.getByRole('link', { name: '干部网络学院学员手册（2026年版）' })).toHaveAttribute('download');
    await expect(canvas.getByRole('link', { name: '返回通知列表' })).toHaveAttribute('href', '/information');
    await expect(within(canvas.getByRole('navigation', { name: '当前位置' })).getByRole('link', { name: '通知公告' })).toHaveAttribute('href', '/information');
  },
};

export const HostileNotice: Story = {
  beforeEach: hostileScenario,
  args: { path: '/informationDetail?id=article-hostile' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: '<script>alert(1)</script>关于平台安全检测的通知', level: 1 })).toBeVisible();
    await expect(canvas.getByText('来源：<img src=x onerror=alert(1)>')).toBeVisible();
    await expect(canvas.getByText('本条记录用于检验页面对不安全内容的处理。')).toBeVisible();
    // Nothing that could run survived: no script, frame, form or handler, no javascript: address.
    await expect(canvasElement.querySelectorAll('script, iframe, form, [onerror], [onmouseover]')).toHaveLength(0);
    await expect(canvasElement.querySelectorAll('a[href^="javascript"]')).toHaveLength(0);
    await expect(canvas.getByText('<script>alert(1)</script>检测报告.pdf（附件地址无效）')).toBeVisible();
  },
};

export const WithoutContent: Story = {
  beforeEach: hostileScenario,
  args: { path: '/informationDetail?id=article-empty' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '内容为空的通知', level: 1 })).toBeVisible();
    await expect(canvas.getByText('暂无内容')).toBeVisible();
  },
};

export const LongTitle: Story = { args: { path: '/informationDetail?id=article-long' } };

export const NoticeBlueTheme: Story = { globals: { theme: 'blue' } };

export const NoticeElderMode: Story = { globals: { elder: true } };

export const Missing: Story = {
  args: { path: '/informationDetail?id=no-such-notice' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('该文章不存在或已删除')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回通知列表' })).toBeVisible();
  },
};

export const WithoutId: Story = {
  args: { path: '/informationDetail' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('该通知不存在或已删除')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.get(articlePaths.get, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.get(articlePaths.get, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('通知数据加载失败');
  },
};

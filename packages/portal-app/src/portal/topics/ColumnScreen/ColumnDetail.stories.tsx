import type { Meta, StoryObj } from '@storybook/react-vite';
import { columnPaths } from '@study-portal/api';
import { contractHttp } from '@study-portal/api/mocks';
import { expect, userEvent } from 'storybook/test';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { ScreenHarness } from '../../../testing/ScreenHarness';
import { StoryRoutes } from '../../../testing/StoryRoutes';
import { ColumnScreen } from './ColumnScreen';
import { hostileScenario } from '../../../testing/storyScenario';

function ColumnDetailAt({ path }: { path: string }) {
  return (
    <ScreenHarness signedInAs="learner" path={path}>
      <StoryRoutes path="/specialReDetails">
        <ColumnScreen variant="portal" />
      </StoryRoutes>
    </ScreenHarness>
  );
}

const meta = {
  title: 'Portal/Topics/ColumnDetail',
  component: ColumnDetailAt,
  args: { path: '/specialReDetails?id=col1' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ColumnDetailAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const showsColumn: Story['play'] = async ({ canvas }) => {
  await expect(await canvas.findByRole('heading', { level: 1, name: '新思想学习专栏' })).toBeVisible();
  await expect(await canvas.findByRole('link', { name: '在学思践悟中筑牢思想根基' })).toBeVisible();
};

export const Column: Story = {
  play: async (context) => {
    await showsColumn(context);
    const { canvas } = context;
    await expect(await canvas.findByRole('link', { name: '习近平新时代中国特色社会主义思想概论' })).toHaveAttribute('href', '/coursedetail?id=c01');
  },
};

export const ColumnInteraction: Story = {
  ...Column,
  name: 'Test: Column',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await Column.play!(context);
    const { canvas } = context;
    await userEvent.click(await canvas.findByRole('tab', { name: '文章（2）' }));
    await expect(canvas.queryByRole('link', { name: '习近平新时代中国特色社会主义思想概论' })).toBeNull();
    await userEvent.click(await canvas.findByRole('link', { name: '读原著、学原文、悟原理——一位基层干部的学习笔记' }));
    await expect(await canvas.findByText('已打开 /specialReTextDetails?id=ca2')).toBeVisible();
  },
};

export const HostileEntries: Story = {
  beforeEach: hostileScenario,
  args: { path: '/specialReDetails?id=col4' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('link', { name: '<script>alert(1)</script>健康小贴士' })).toBeVisible();
    await expect(await canvas.findByText('<b onmouseover=alert(1)>摘要</b>')).toBeVisible();
    await expect(canvasElement.querySelector('[href^="javascript"], [onerror], [onmouseover]')).toBeNull();
  },
};

export const NoColumnChosen: Story = {
  args: { path: '/specialReDetails' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无内容')).toBeVisible();
    await expect(await canvas.findByRole('link', { name: '返回栏目推荐' })).toHaveAttribute('href', '/specialReList');
  },
};

export const UnknownColumn: Story = {
  args: { path: '/specialReDetails?id=col-missing' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('栏目不存在');
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.get(columnPaths.detail, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载栏目')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.get(columnPaths.detail, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('栏目数据加载失败');
  },
};

export const ColumnBlueTheme: Story = { globals: { theme: 'blue' }, play: showsColumn };

export const ColumnElderMode: Story = { globals: { elder: true }, play: showsColumn };

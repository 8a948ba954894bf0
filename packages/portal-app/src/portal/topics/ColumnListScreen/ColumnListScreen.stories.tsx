import type { Meta, StoryObj } from '@storybook/react-vite';
import { columnPaths } from '@study-portal/api';
import { contractHttp, ok } from '@study-portal/api/mocks';
import { expect, userEvent } from 'storybook/test';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { ScreenHarness } from '../../../testing/ScreenHarness';
import { StoryRoutes } from '../../../testing/StoryRoutes';
import { ColumnListScreen } from './ColumnListScreen';

function ColumnListAt({ path }: { path: string }) {
  return (
    <ScreenHarness signedInAs="learner" path={path}>
      <StoryRoutes path="/specialReList">
        <ColumnListScreen />
      </StoryRoutes>
    </ScreenHarness>
  );
}

const meta = {
  title: 'Portal/Topics/ColumnList',
  component: ColumnListAt,
  args: { path: '/specialReList' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ColumnListAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const showsColumns: Story['play'] = async ({ canvas }) => {
  await expect(await canvas.findByRole('link', { name: '新思想学习专栏' })).toBeVisible();
};

export const Columns: Story = {
  play: async (context) => {
    await showsColumns(context);
    const { canvas } = context;
    await expect(await canvas.findAllByRole('listitem')).toHaveLength(4);
    await expect(await canvas.findByText('4 项内容')).toBeVisible();
    await expect(await canvas.findByText('精选党的创新理论课程与学习心得。')).toBeVisible();
  },
};

export const ColumnsInteraction: Story = {
  ...Columns,
  name: 'Test: Columns',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await Columns.play!(context);
    const { canvas } = context;
    await userEvent.click(await canvas.findByRole('link', { name: '廉洁文化专栏' }));
    await expect(await canvas.findByText('已打开 /specialReDetails?id=col2')).toBeVisible();
  },
};

export const NoColumns: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(columnPaths.list, () => ok({ data: [], count: 0 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无数据')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(columnPaths.list, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(columnPaths.list, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('栏目数据加载失败');
    await expect(await canvas.findByRole('button', { name: '重试' })).toBeVisible();
  },
};

export const ColumnsBlueTheme: Story = { globals: { theme: 'blue' }, play: showsColumns };

export const ColumnsElderMode: Story = { globals: { elder: true }, play: showsColumns };

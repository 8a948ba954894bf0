import type { Meta, StoryObj } from '@storybook/react-vite';
import { columnPaths } from '@study-portal/api';
import { contractHttp, ok } from '@study-portal/api/mocks';
import { expect } from 'storybook/test';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { ScreenHarness } from '../../../testing/ScreenHarness';
import { ColumnScreen } from './ColumnScreen';

/** Signed out: an open page is for anyone with the link. */
function OpenColumnAt({ path }: { path: string }) {
  return (
    <ScreenHarness path={path}>
      <ColumnScreen variant="open" />
    </ScreenHarness>
  );
}

const meta = {
  title: 'Portal/Topics/OpenColumnDetail',
  component: OpenColumnAt,
  args: { path: '/openSpecialReDetails?id=col1' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof OpenColumnAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const showsColumn: Story['play'] = async ({ canvas }) => {
  await expect(await canvas.findByRole('heading', { level: 1, name: '新思想学习专栏' })).toBeVisible();
};

export const SignedOutVisitor: Story = {
  play: async (context) => {
    await showsColumn(context);
    const { canvas } = context;
    // Courses open on the open course page, and nobody's study status is shown.
    await expect(await canvas.findByRole('link', { name: '习近平新时代中国特色社会主义思想概论' })).toHaveAttribute('href', '/openCourseDetail?id=c01');
    await expect(canvas.queryByText('已完成')).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: '当前位置' })).toBeNull();
  },
};

export const ColumnWithoutEntries: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      contractHttp.get(columnPaths.detail, () => ok({ id: 'col9', name: '筹备中的栏目', itemCount: 0, introduction: '', items: [] })),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '筹备中的栏目' })).toBeVisible();
    await expect(await canvas.findByText('暂无内容')).toBeVisible();
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

export const SignedOutBlueTheme: Story = { globals: { theme: 'blue' }, play: showsColumn };

export const SignedOutElderMode: Story = { globals: { elder: true }, play: showsColumn };

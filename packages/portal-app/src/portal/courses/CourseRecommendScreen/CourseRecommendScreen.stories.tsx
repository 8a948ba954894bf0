import type { Meta, StoryObj } from '@storybook/react-vite';
import { coursePaths } from '@study-portal/api';
import { contractHttp, demoCourses, ok } from '@study-portal/api/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenHarness } from '../../../testing/ScreenHarness';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { CourseRecommendScreen } from './CourseRecommendScreen';
import { hostileScenario } from '../../../testing/storyScenario';

function Recommendations({ path }: { path: string }) {
  return (
    <ScreenHarness signedInAs="learner" path={path}>
      <CourseRecommendScreen />
    </ScreenHarness>
  );
}

const meta = {
  title: 'Portal/Courses/CourseRecommend',
  component: Recommendations,
  args: { path: '/commendIndex' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Recommendations>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Learner: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '课程推荐' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: '全部课程', pressed: true })).toBeVisible();
  },
};

export const LearnerInteraction: Story = {
  ...Learner,
  name: 'Test: Learner',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await Learner.play!(context);
    const { canvas } = context;
    const tree = canvas.getByRole('list', { name: '课程分类' });
    await userEvent.click(within(tree).getByRole('button', { name: '履职能力' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: '履职能力' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: '数字政府建设实务' })).toBeVisible();
    await expect(within(tree).getByRole('button', { name: '履职能力', pressed: true })).toBeVisible();
    // Its 12 courses fill one page; all 37 take four, newest first.
    await expect(canvas.queryByRole('button', { name: '第 2 页' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '全部课程' }));
    await userEvent.click(await canvas.findByRole('button', { name: '第 2 页' }));
    const newestFirst = [...demoCourses].sort((a, b) => b.publishDate.localeCompare(a.publishDate));
    await expect(await canvas.findByRole('link', { name: newestFirst[12]!.name })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '全部课程' })).toHaveFocus();
  },
};

export const SortedByPlays: Story = {
  args: { path: '/commendIndex?categoryId=cat-theory-xi' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: '习近平新时代中国特色社会主义思想' })).toBeVisible();
  },
};

export const SortedByPlaysInteraction: Story = {
  ...SortedByPlays,
  name: 'Test: Sorted By Plays',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await SortedByPlays.play!(context);
    const { canvas } = context;
    await userEvent.click(canvas.getByRole('button', { name: '最热' }));
    await expect(canvas.getByRole('button', { name: '最热', pressed: true })).toBeVisible();
    await expect((await canvas.findAllByRole('listitem')).length).toBeGreaterThan(0);
  },
};

export const OpenedAtCategory: Story = {
  args: { path: '/commendIndex?categoryId=cat-ability-digital' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: '数字政府', pressed: true })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: '人工智能赋能政务服务' })).toBeVisible();
  },
};

export const UnknownCategoryShowsEverything: Story = {
  args: { path: '/commendIndex?categoryId=removed-category' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: '全部课程', pressed: true })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: '全部课程' })).toBeVisible();
  },
};

export const HostileRecords: Story = {
  beforeEach: hostileScenario,
  args: { path: '/commendIndex?categoryId=cat-party-faith' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: '<script>alert(1)</script>党员教育基本知识' })).toBeVisible();
    await expect(canvas.getAllByText('<script>alert(1)</script>李红梅').length).toBeGreaterThan(0);
  },
};

export const BlueTheme: Story = { globals: { theme: 'blue' } };

export const ElderMode: Story = { globals: { elder: true } };

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.get(coursePaths.categories, neverAnswers), contractHttp.post(coursePaths.byCategory, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载课程分类')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: '课程推荐' })).toBeVisible();
  },
};

export const CoursesFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(coursePaths.byCategory, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('课程数据加载失败');
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

export const CategoriesFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.get(coursePaths.categories, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('课程分类数据加载失败');
    // The list does not depend on the tree.
    await expect(await canvas.findByRole('link', { name: '人工智能赋能政务服务' })).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      contractHttp.get(coursePaths.categories, () => ok([])),
      contractHttp.post(coursePaths.byCategory, () => ok({ datalist: [], totalelements: 0 })),
    );
  },
  play: async ({ canvas }) => {
    // The tree and the list each say so.
    await waitFor(() => expect(canvas.getAllByText('暂无数据')).toHaveLength(2));
  },
};

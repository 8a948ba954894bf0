import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoCourseCategories, ok } from '@study-portal/api/mocks';
import { http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { ScreenHarness } from '../../testing/ScreenHarness';
import { failsWith, neverAnswers } from '../../testing/storyResponses';
import { LiteracyCoursesScreen } from './LiteracyCoursesScreen';

function LiteracyCourses({ path }: { path: string }) {
  return (
    <ScreenHarness signedInAs="learner" path={path}>
      <LiteracyCoursesScreen />
    </ScreenHarness>
  );
}

const meta = {
  title: 'Screens/Courses/LiteracyCourses',
  component: LiteracyCourses,
  args: { path: '/multipleIndex' },
  parameters: { layout: 'padded' },
  globals: { theme: 'blue' },
} satisfies Meta<typeof LiteracyCourses>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Learner: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '综合素养课程' })).toBeVisible();
    const tree = await canvas.findByRole('list', { name: '课程分类' });
    await expect(within(tree).getByRole('button', { name: '全部综合素养课程', pressed: true })).toBeVisible();
    // Only this root's branches: other roots are not offered.
    await expect(within(tree).queryByRole('button', { name: '理论教育' })).toBeNull();
    await expect(await canvas.findByRole('link', { name: '领导干部心理健康' })).toBeVisible();
    await userEvent.click(within(tree).getByRole('button', { name: '传统文化' }));
    await expect(await canvas.findByRole('link', { name: '《论语》中的修身与为政' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '领导干部心理健康' })).toBeNull();
  },
};

export const CategoryOfAnotherRoot: Story = {
  args: { path: '/multipleIndex?categoryId=cat-theory-xi' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: '全部综合素养课程', pressed: true })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: '科学素养与科学决策' })).toBeVisible();
  },
};

export const RedTheme: Story = { globals: { theme: 'red' } };

export const ElderMode: Story = { globals: { theme: 'blue', elder: true } };

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get('*/pcApi/api/portal/course/getCategory', neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载课程分类')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get('*/pcApi/api/portal/course/getCategory', failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('课程分类数据加载失败');
  },
};

export const TenantWithoutThisRoot: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get('*/pcApi/api/portal/course/getCategory', () => ok(demoCourseCategories.filter((category) => category.name !== '综合素养课程'))));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无数据')).toBeVisible();
  },
};

export const NoCourses: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.post('*/pcApi/api/portal/course/getPageByCategory', () => ok({ datalist: [], totalelements: 0 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无数据')).toBeVisible();
  },
};

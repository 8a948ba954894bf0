import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoCourseCategories, ok } from '@study-portal/api/mocks';
import { http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { ScreenHarness } from '../../testing/ScreenHarness';
import { failsWith, neverAnswers } from '../../testing/storyResponses';
import { LiteraryCoursesScreen } from './LiteraryCoursesScreen';

function LiteraryCourses({ path }: { path: string }) {
  return (
    <ScreenHarness signedInAs="learner" path={path}>
      <LiteraryCoursesScreen />
    </ScreenHarness>
  );
}

const meta = {
  title: 'Screens/Courses/LiteraryCourses',
  component: LiteraryCourses,
  args: { path: '/literaryIndex' },
  parameters: { layout: 'padded' },
  globals: { theme: 'blue' },
} satisfies Meta<typeof LiteraryCourses>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Learner: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '文艺专业课程' })).toBeVisible();
    const tree = await canvas.findByRole('list', { name: '课程分类' });
    await expect(within(tree).getByRole('button', { name: '全部文艺专业课程', pressed: true })).toBeVisible();
    // Only this root's branches: other roots are not offered.
    await expect(within(tree).queryByRole('button', { name: '理论教育' })).toBeNull();
    await expect(await canvas.findByRole('link', { name: '书法艺术鉴赏入门' })).toBeVisible();
    await userEvent.click(within(tree).getByRole('button', { name: '音乐戏曲' }));
    await expect(await canvas.findByRole('link', { name: '红色经典歌曲赏析' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '书法艺术鉴赏入门' })).toBeNull();
  },
};

export const CategoryOfAnotherRoot: Story = {
  args: { path: '/literaryIndex?categoryId=cat-theory-xi' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: '全部文艺专业课程', pressed: true })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: '公文写作与文学表达' })).toBeVisible();
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
    msw.use(http.get('*/pcApi/api/portal/course/getCategory', () => ok(demoCourseCategories.filter((category) => category.name !== '文艺专业课程'))));
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

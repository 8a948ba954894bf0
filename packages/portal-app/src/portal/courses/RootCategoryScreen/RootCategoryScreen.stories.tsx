import type { Meta, StoryObj } from '@storybook/react-vite';
import { courseCategoryRootNames, coursePaths } from '@study-portal/api';
import { contractHttp, demoCourseCategories, ok } from '@study-portal/api/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { ScreenHarness } from '../../../testing/ScreenHarness';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { RootCategoryScreen } from './RootCategoryScreen';

function RootCategoryCourses({ rootName, path }: { rootName: string; path: string }) {
  return (
    <ScreenHarness signedInAs="learner" path={path}>
      <RootCategoryScreen rootName={rootName} />
    </ScreenHarness>
  );
}

// The two menu entries that show a root category, as their routes render this screen.
const literacy = { rootName: courseCategoryRootNames.comprehensiveLiteracy, path: '/multipleIndex' };
const literary = { rootName: courseCategoryRootNames.literaryArts, path: '/literaryIndex' };

const meta = {
  title: 'Portal/Courses/RootCategoryCourses',
  component: RootCategoryCourses,
  args: literacy,
  parameters: { layout: 'padded' },
  globals: { theme: 'blue' },
} satisfies Meta<typeof RootCategoryCourses>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LiteracyLearner: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '综合素养课程' })).toBeVisible();
    const tree = await canvas.findByRole('list', { name: '课程分类' });
    await expect(within(tree).getByRole('button', { name: '全部综合素养课程', pressed: true })).toBeVisible();
    // Only this root's branches: other roots are not offered.
    await expect(within(tree).queryByRole('button', { name: '理论教育' })).toBeNull();
    await expect(await canvas.findByRole('link', { name: '领导干部心理健康' })).toBeVisible();
  },
};

export const LiteracyLearnerInteraction: Story = {
  ...LiteracyLearner,
  name: 'Test: Literacy Learner',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await LiteracyLearner.play!(context);
    const { canvas } = context;
    const tree = await canvas.findByRole('list', { name: '课程分类' });
    await userEvent.click(within(tree).getByRole('button', { name: '传统文化' }));
    await expect(await canvas.findByRole('link', { name: '《论语》中的修身与为政' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '领导干部心理健康' })).toBeNull();
  },
};

export const LiteraryLearner: Story = {
  args: literary,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '文艺专业课程' })).toBeVisible();
    const tree = await canvas.findByRole('list', { name: '课程分类' });
    await expect(within(tree).getByRole('button', { name: '全部文艺专业课程', pressed: true })).toBeVisible();
    await expect(within(tree).queryByRole('button', { name: '理论教育' })).toBeNull();
    await expect(await canvas.findByRole('link', { name: '书法艺术鉴赏入门' })).toBeVisible();
  },
};

export const LiteraryLearnerInteraction: Story = {
  ...LiteraryLearner,
  name: 'Test: Literary Learner',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await LiteraryLearner.play!(context);
    const { canvas } = context;
    const tree = await canvas.findByRole('list', { name: '课程分类' });
    await userEvent.click(within(tree).getByRole('button', { name: '音乐戏曲' }));
    await expect(await canvas.findByRole('link', { name: '红色经典歌曲赏析' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '书法艺术鉴赏入门' })).toBeNull();
  },
};

export const LiteracyCategoryOfAnotherRoot: Story = {
  args: { path: '/multipleIndex?categoryId=cat-theory-xi' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: '全部综合素养课程', pressed: true })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: '科学素养与科学决策' })).toBeVisible();
  },
};

export const LiteraryCategoryOfAnotherRoot: Story = {
  args: { ...literary, path: '/literaryIndex?categoryId=cat-theory-xi' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: '全部文艺专业课程', pressed: true })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: '公文写作与文学表达' })).toBeVisible();
  },
};

export const RedTheme: Story = { globals: { theme: 'red' } };

export const ElderMode: Story = { globals: { theme: 'blue', elder: true } };

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.get(coursePaths.categories, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载课程分类')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.get(coursePaths.categories, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('课程分类数据加载失败');
  },
};

export const TenantWithoutThisRoot: Story = {
  args: literary,
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.get(coursePaths.categories, () => ok(demoCourseCategories.filter((category) => category.name !== literary.rootName))));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无数据')).toBeVisible();
  },
};

export const NoCourses: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(coursePaths.byCategory, () => ok({ datalist: [], totalelements: 0 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无数据')).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { coursePaths } from '@study-portal/api';
import { contractHttp, ok } from '@study-portal/api/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { ScreenHarness } from '../../../testing/ScreenHarness';
import { SearchScreen } from './SearchScreen';
import { hostileScenario } from '../../../testing/storyScenario';

function SearchPage({ path }: { path: string }) {
  return (
    <ScreenHarness signedInAs="learner" path={path}>
      <SearchScreen />
    </ScreenHarness>
  );
}

const meta = {
  title: 'Portal/Home/Search',
  component: SearchPage,
  args: { path: '/search?k=%E6%95%B0%E5%AD%97&t=kc' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const marks = (element: HTMLElement) => [...element.querySelectorAll('mark')].map((mark) => mark.textContent);

export const Courses: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: '搜索“数字”', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '课程', selected: true })).toBeVisible();
    const course = await canvas.findByRole('link', { name: '数字政府建设实务' });
    await expect(course).toHaveAttribute('href', '/coursedetail?id=c15');
    await expect(marks(course)).toEqual(['数字']);
    await expect(canvas.getByText((_, element) => element?.tagName === 'P' && /^找到 \d+ 个与“数字”相关的课程$/.test(element.textContent ?? ''))).toBeVisible();
    await expect(marks(canvasElement).every((text) => text === '数字')).toBe(true);
  },
};

export const SwitchingType: Story = {
  name: 'Test: Switching Type',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: '专题' }));
    await expect(await canvas.findByRole('link', { name: '数字政府建设' })).toHaveAttribute('href', '/subjectDetail?id=s3');
    await userEvent.click(canvas.getByRole('tab', { name: '通知公告' }));
    await expect(await canvas.findByRole('tab', { name: '通知公告', selected: true })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: '东江市组织开展数字素养与技能提升专题学习' })).toHaveAttribute('href', '/informationDetail?id=article-07');
  },
};

export const NewKeyword: Story = {
  name: 'Test: New Keyword',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas }) => {
    const box = canvas.getByRole('searchbox', { name: '关键词' });
    await userEvent.clear(box);
    await userEvent.type(box, '党史{Enter}');
    await expect(await canvas.findByRole('heading', { name: '搜索“党史”', level: 1 })).toBeVisible();
    const result = await canvas.findByRole('link', { name: '党史学习教育专题讲座' });
    await expect(marks(result)).toEqual(['党史']);
  },
};

export const Classes: Story = {
  args: { path: '/search?k=%E4%B8%93%E9%A2%98%E7%8F%AD&t=ztb' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: '专题班', selected: true })).toBeVisible();
    const first = (await canvas.findAllByRole('heading', { level: 2 }))[0]!;
    await expect(marks(first)).toContain('专题班');
  },
};

export const HostileNotice: Story = {
  beforeEach: hostileScenario,
  args: { path: '/search?k=%E5%AE%89%E5%85%A8&t=tz' },
  play: async ({ canvas, canvasElement }) => {
    const result = await canvas.findByRole('link', { name: '<script>alert(1)</script>关于平台安全检测的通知' });
    await expect(marks(result)).toEqual(['安全']);
    await expect(canvasElement.querySelectorAll('script, [onerror]')).toHaveLength(0);
  },
};

export const Paging: Story = {
  args: { path: '/search?k=&t=kc' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '站内搜索', level: 1 })).toBeVisible();
  },
};

export const PagingInteraction: Story = {
  ...Paging,
  name: 'Test: Paging',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await Paging.play!(context);
    const { canvas } = context;
    const pages = within(await canvas.findByRole('navigation', { name: '搜索结果分页' }));
    await userEvent.click(pages.getByRole('button', { name: '下一页' }));
    // The bar is drawn again once the next page has arrived.
    await expect(await canvas.findByRole('button', { name: '第 2 页', current: 'page' })).toBeVisible();
  },
};

export const NoResults: Story = {
  args: { path: '/search?k=%E4%B8%8D%E5%AD%98%E5%9C%A8%E7%9A%84%E5%86%85%E5%AE%B9&t=kc' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无数据')).toBeVisible();
    await expect(canvas.getByText('没有找到与“不存在的内容”相关的课程，换个关键词或搜索范围试试。')).toBeVisible();
  },
};

export const EmptyList: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(coursePaths.byCategory, () => ok({ datalist: [], totalelements: 0 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无数据')).toBeVisible();
  },
};

export const CoursesBlueTheme: Story = { globals: { theme: 'blue' } };

export const CoursesElderMode: Story = { globals: { elder: true } };

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(coursePaths.byCategory, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在搜索')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(coursePaths.byCategory, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('课程数据加载失败');
  },
};

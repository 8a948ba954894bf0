import type { Meta, StoryObj } from '@storybook/react-vite';
import { studyAnalysisPaths } from '@study-portal/api';
import { contractHttp, mockDb, ok } from '@study-portal/api/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { StudyCentreAt } from '../testing/StudyCentreAt';
import { firstLoad } from '../testing/storyTimeouts';

const meta = {
  title: 'Portal/StudyCentre/Courses',
  component: StudyCentreAt,
  args: { tab: 'courses' },
  parameters: { layout: 'padded' },
  beforeEach: () => {
    mockDb.reset();
  },
} satisfies Meta<typeof StudyCentreAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ByCategory: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: '我的课程分类统计' }, firstLoad);
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows.length).toBeGreaterThan(0);
    // The first category's courses show at once; another category's on request.
    const buttons = within(table).getAllByRole('button', { name: /^查看课程：/ });
    await expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');
  },
};

export const ByCategoryInteraction: Story = {
  ...ByCategory,
  name: 'Test: By Category',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await ByCategory.play!(context);
    const { canvas } = context;
    const table = await canvas.findByRole('table', { name: '我的课程分类统计' }, firstLoad);
    const buttons = within(table).getAllByRole('button', { name: /^查看课程：/ });
    const last = buttons.at(-1)!;
    const name = `${(last.getAttribute('aria-label') ?? '').replace(/^查看课程：/, '')}课程`;
    await userEvent.click(last);
    await expect(await canvas.findByRole('heading', { name, level: 2 })).toBeVisible();
    await expect(await canvas.findByRole('list', { name })).toBeVisible();
  },
};

export const NoCourses: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(studyAnalysisPaths.categoryStatistics, () => ok([])));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('还没有开始学习的课程', {}, firstLoad)).toBeVisible();
  },
};

export const CategoriesUnavailable: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(studyAnalysisPaths.categoryStatistics, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, firstLoad)).toHaveTextContent('课程分类数据加载失败');
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(studyAnalysisPaths.categoryStatistics, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载课程分类', {}, firstLoad)).toBeInTheDocument();
  },
};

export const BlueTheme: Story = { globals: { theme: 'blue' } };
export const ElderMode: Story = { globals: { elder: true } };

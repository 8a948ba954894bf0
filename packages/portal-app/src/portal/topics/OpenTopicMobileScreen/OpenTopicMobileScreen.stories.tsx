import type { Meta, StoryObj } from '@storybook/react-vite';
import { subjectPaths } from '@study-portal/api';
import { contractHttp, ok } from '@study-portal/api/mocks';
import { expect, userEvent } from 'storybook/test';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { ScreenHarness } from '../../../testing/ScreenHarness';
import { OpenTopicMobileScreen } from './OpenTopicMobileScreen';

/** Signed out, at a phone's width: the page a shared link opens in an in-app browser. */
function OpenMobileAt({ path }: { path: string }) {
  return (
    <ScreenHarness path={path}>
      <OpenTopicMobileScreen />
    </ScreenHarness>
  );
}

const meta = {
  title: 'Portal/Topics/OpenTopicMobile',
  component: OpenMobileAt,
  args: { path: '/openSpecialMobile?id=s2' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OpenMobileAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const showsTopic: Story['play'] = async ({ canvas }) => {
  await expect(await canvas.findByRole('heading', { level: 1, name: '党纪学习教育' })).toBeVisible();
};

export const Topic: Story = {
  play: async (context) => {
    await showsTopic(context);
    const { canvas } = context;
    await expect(await canvas.findByRole('link', { name: '《中国共产党纪律处分条例》解读' })).toHaveAttribute('href', '/openCourseDetailMobile?id=c10');
    // One course a row: a list, not a grid.
    await expect((await canvas.findAllByRole('list'))[0]).toHaveAttribute('data-layout', 'list');
  },
};

export const Column: Story = {
  args: { path: '/openSpecialMobile?id=col3&type=column' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '数字化转型观察' })).toBeVisible();
  },
};

export const ColumnInteraction: Story = {
  ...Column,
  name: 'Test: Column',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await Column.play!(context);
    const { canvas } = context;
    await userEvent.click(await canvas.findByRole('tab', { name: '课程（2）' }));
    await expect(await canvas.findByRole('link', { name: '人工智能赋能政务服务' })).toHaveAttribute('href', '/openCourseDetailMobile?id=c17');
    await expect(canvas.queryByRole('link', { name: '数据跑路代替群众跑腿：某市“一网通办”两年回顾' })).toBeNull();
  },
};

export const TopicWithoutCourses: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(subjectPaths.courses, () => ok({ datalist: [], totalelements: 0 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '党纪学习教育' })).toBeVisible();
    await expect(await canvas.findByText('暂无内容')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(subjectPaths.detail, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载专题')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(subjectPaths.detail, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('专题数据加载失败');
  },
};

export const TopicBlueTheme: Story = { globals: { theme: 'blue' }, play: showsTopic };

export const TopicElderMode: Story = { globals: { elder: true }, play: showsTopic };

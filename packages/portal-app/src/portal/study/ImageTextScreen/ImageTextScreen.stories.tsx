import type { Meta, StoryObj } from '@storybook/react-vite';
import { coursePaths, courseStudyPaths } from '@study-portal/api';
import { contractHttp, mockDb, ok, refuse } from '@study-portal/api/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { hidePage, showPage } from '../testing/storyEvents';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { ScreenHarness } from '../../../testing/ScreenHarness';
import { ImageTextScreen } from './ImageTextScreen';
import { hostileScenario } from '../../../testing/storyScenario';

function ReadAt({ path }: { path: string }) {
  return (
    <ScreenHarness signedInAs="learner" path={path}>
      <ImageTextScreen />
    </ScreenHarness>
  );
}

const meta = {
  title: 'Portal/Study/ImageText',
  component: ReadAt,
  // c04: the learner has read 10 of the 30 seconds that complete it.
  args: { path: '/imagetext?id=c04' },
  parameters: { layout: 'padded' },
  beforeEach: () => {
    mockDb.reset();
    return showPage;
  },
} satisfies Meta<typeof ReadAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const courseName = '以中国式现代化全面推进强国建设、民族复兴伟业';

export const Reading: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: courseName })).toBeVisible();
    await expect(canvas.getByText('中国式现代化是人口规模巨大的现代化、全体人民共同富裕的现代化。')).toBeVisible();
    const record = canvas.getByRole('region', { name: '阅读记录' });
    await expect(await within(record).findByText('10 / 30 秒')).toBeVisible();
    await expect(record).toHaveTextContent('0 / 0.1 学时');
    // The learner switches away and back: the time read so far (a second or more) is recorded.
    await waitFor(
      () => {
        hidePage();
        showPage();
        expect(within(record).getByText(/^1[1-3] \/ 30 秒$/)).toBeVisible();
      },
      { timeout: 4000 },
    );
  },
};

export const ReadingBlueTheme: Story = {
  globals: { theme: 'blue' },
  play: async ({ canvas }) => {
    // The seconds depend on what earlier stories read; the record being there is what counts.
    await expect(await canvas.findByText(/^\d+ \/ 30 秒$/)).toBeVisible();
  },
};

export const ReadingElderMode: Story = { ...ReadingBlueTheme, globals: { elder: true } };

export const ReadingCompletes: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(courseStudyPaths.articleRead, () => ok({ readSeconds: 30, requiredSeconds: 30, completed: true, creditedHour: 0.1, studyStatus: '2' })));
  },
  play: async ({ canvas }) => {
    const record = await canvas.findByRole('region', { name: '阅读记录' });
    await expect(await within(record).findByText('本课程已学完，本次获得 0.1 学时。')).toBeVisible();
    await expect(within(record).getByText('已完成')).toBeVisible();
    await expect(record).toHaveTextContent('0.1 / 0.1 学时');
  },
};

export const RefusedRecord: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(courseStudyPaths.articleRead, () => refuse('当前课程正在其他设备学习')));
  },
  play: async ({ canvas }) => {
    const record = await canvas.findByRole('region', { name: '阅读记录' });
    await expect(await within(record).findByText('当前课程正在其他设备学习')).toBeVisible();
  },
};

export const HostileBody: Story = {
  beforeEach: hostileScenario,
  args: { path: '/imagetext?id=c-article-hostile' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('第一章 党员')).toBeVisible();
    await expect(canvasElement.querySelector('script, iframe, img[onerror], a[href^="javascript"]')).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.get(coursePaths.detail, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载课程')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.get(coursePaths.detail, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('课程数据加载失败');
  },
};

export const LoadFailedInteraction: Story = {
  ...LoadFailed,
  name: 'Test: Load Failed',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await LoadFailed.play!(context);
    const { canvas } = context;
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

export const UnknownCourse: Story = {
  args: { path: '/imagetext?id=no-such-course' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('课程不存在')).toBeVisible();
  },
};

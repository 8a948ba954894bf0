import type { Meta, StoryObj } from '@storybook/react-vite';
import { letterPaths, studyCentrePaths, userExamPaths } from '@study-portal/api';
import { contractHttp, mockDb, ok } from '@study-portal/api/mocks';
import { expect, within } from 'storybook/test';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { ScreenHarness } from '../../../testing/ScreenHarness';
import { MyHomeScreen } from './MyHomeScreen';

function MyHomeAs({ account, year }: { account: string; year: number }) {
  return (
    <ScreenHarness signedInAs={account} path="/home">
      <MyHomeScreen year={year} />
    </ScreenHarness>
  );
}

const meta = {
  title: 'Portal/StudyCentre/MyHome',
  component: MyHomeAs,
  args: { account: 'learner', year: 2026 },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MyHomeAs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Learner: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '欢迎回来，张明' })).toBeVisible();
    await expect(await canvas.findByText(/^2026年度学时：/)).toBeVisible();
    // The default rule: the total and its compulsory part, each against the requirement.
    const lines = await canvas.findByRole('list', { name: '本年度学时要求' });
    await expect(within(lines).getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-label'))).toEqual(['总学时完成进度', '必修完成进度']);
    const shortcuts = canvas.getByRole('navigation', { name: '常用入口' });
    await expect(shortcuts).toHaveTextContent('学习中心');
    const going = await canvas.findByRole('list', { name: '继续学习' });
    // Each course under way opens its player (or article), which resumes where the learner stopped.
    for (const link of await within(going).findAllByRole('link')) await expect(link.getAttribute('href')).toMatch(/^\/(subcourse|imagetext)\?id=/);
    await expect(await canvas.findByRole('list', { name: '我的专题班' })).toBeVisible();
    // What is due: the unread messages first, then classes and exams by their closing dates.
    const due = await canvas.findByRole('region', { name: '待办事项' });
    const links = await within(due).findAllByRole('link');
    await expect(links[0]).toHaveAccessibleName(/^阅读 \d+ 条未读消息$/);
    await expect(links[0]).toHaveAttribute('href', '/messageCenter');
    await expect(links.some((link) => link.getAttribute('href')?.startsWith('/projectDetail?id='))).toBe(true);
  },
};

export const NothingInProgress: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      contractHttp.post(studyCentrePaths.myCourses, () => ok({ datalist: [], totalelements: 0 })),
      contractHttp.post(studyCentrePaths.myTbtps, () => ok({ datalist: [], totalelements: 0 })),
      contractHttp.post(userExamPaths.userExams, () => ok({ datalist: [], totalelements: 0 })),
      contractHttp.post(letterPaths.unreadCount, () => ok(0)),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('近期没有待办事项。')).toBeVisible();
    await expect(await canvas.findByText('还没有正在学习的课程，去课程推荐看看吧')).toBeVisible();
    await expect(await canvas.findByText('暂无进行中的专题班')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(studyCentrePaths.myTbtps, neverAnswers));
  },
  play: async ({ canvas }) => {
    // The due list waits for the classes; the sections under it wait for the due list, so that
    // they are not pushed down while the learner reads them.
    await expect(await canvas.findByText('正在加载待办事项')).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: '继续学习' })).toBeNull();
  },
};

export const ClassesUnavailable: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(studyCentrePaths.myTbtps, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('专题班数据加载失败')).toBeVisible();
  },
};

/** A tenant that counts compulsory and elective hours apart (001.001.065): one bar for each. */
export const CompulsoryAndElectiveTenant: Story = {
  beforeEach: () => {
    mockDb.reset({ tenantId: '001.001.065' });
    return () => mockDb.reset();
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^2026年度学时：必修 [\d.]+，选修 [\d.]+$/)).toBeVisible();
    const lines = await canvas.findByRole('list', { name: '本年度学时要求' });
    await expect(within(lines).getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-label'))).toEqual(['必修完成进度', '选修完成进度']);
  },
};

export const BlueTheme: Story = { globals: { theme: 'blue' } };

export const ElderMode: Story = { globals: { elder: true } };

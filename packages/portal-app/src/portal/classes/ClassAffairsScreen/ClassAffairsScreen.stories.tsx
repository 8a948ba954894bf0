import type { Meta, StoryObj } from '@storybook/react-vite';
import { tbtpClassPaths } from '@study-portal/api';
import { classStandingOf, contractHttp, demoTbtpClasses, mockDb, ok } from '@study-portal/api/mocks';
import { expect } from 'storybook/test';
import { ClassScreenAt } from '../testing/ClassScreenAt';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { ClassAffairsScreen } from './ClassAffairsScreen';

function AffairsAt({ path }: { path: string }) {
  return (
    <ClassScreenAt signedInAs="learner" path={path}>
      <ClassAffairsScreen />
    </ClassScreenAt>
  );
}

const meta = {
  title: 'Portal/Classes/ClassAffairs',
  component: AffairsAt,
  args: { path: '/projectDetailBwgl?id=tbtp-04' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AffairsAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '班级概况' })).toBeVisible();
    // The hours still to earn: the class's hours less those of its courses the learner finished.
    const item = demoTbtpClasses.find((candidate) => candidate.tbtpId === 'tbtp-04')!;
    const toGo = Math.round((item.requiredHours - classStandingOf(mockDb, item, 'learner').earnedHours) * 100) / 100;
    await expect(await canvas.findByText(`距结业还需 ${toGo} 学时。`)).toBeVisible();
    await expect(await canvas.findByText('已提交 1')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '完成进度详情' })).toHaveAttribute('href', '/projectDetailCxda/completionSchedule?id=tbtp-04');
    await expect(canvas.getByRole('link', { name: '班级成员（9 人）' })).toHaveAttribute('href', '/projectDetailBjcy?id=tbtp-04');
    await expect(await canvas.findByRole('link', { name: '学习进度提醒' })).toBeVisible();
  },
};

export const NotEnrolled: Story = {
  args: { path: '/projectDetailBwgl?id=tbtp-11' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('您尚未报名该专题班，报名后即可查看学习进度')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: '班级作业' })).toBeNull();
  },
};

export const NothingYet: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      contractHttp.post(tbtpClassPaths.notices, () => ok({ datalist: [], totalelements: 0 })),
      contractHttp.post(tbtpClassPaths.assignments, () => ok([])),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无内容')).toBeVisible();
    await expect(await canvas.findByText('本班暂无作业')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(tbtpClassPaths.schedule, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载学习进度')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(tbtpClassPaths.schedule, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('学习进度数据加载失败');
  },
};

export const BlueTheme: Story = { globals: { theme: 'blue' } };

export const ElderMode: Story = { globals: { elder: true } };

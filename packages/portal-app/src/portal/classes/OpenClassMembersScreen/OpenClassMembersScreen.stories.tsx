import type { Meta, StoryObj } from '@storybook/react-vite';
import { tbtpClassPaths } from '@study-portal/api';
import { contractHttp, ok } from '@study-portal/api/mocks';
import { expect } from 'storybook/test';
import { ClassScreenAt } from '../testing/ClassScreenAt';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { OpenClassMembersScreen } from './OpenClassMembersScreen';

// Signed out: the open pages need no session.
function OpenMembersAt({ path }: { path: string }) {
  return (
    <ClassScreenAt path={path}>
      <OpenClassMembersScreen />
    </ClassScreenAt>
  );
}

const meta = {
  title: 'Portal/Classes/OpenClassMembers',
  component: OpenMembersAt,
  args: { path: '/openBjcy?id=tbtp-02' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof OpenMembersAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MembersForAnyone: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: /^班级成员名单（共 \d+ 人）$/ })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: '所在单位' })).toBeVisible();
    await expect(canvas.queryByRole('columnheader', { name: '学习进度' })).toBeNull();
    await expect(canvas.queryByRole('columnheader', { name: '已获学时' })).toBeNull();
    const nav = canvas.getByRole('navigation', { name: '班级导航' });
    await expect(nav).toHaveTextContent('班级详情班级成员');
    await expect(canvas.getByRole('link', { name: '数字政府建设专题研修班' })).toHaveAttribute('href', '/openProjectDetail?id=tbtp-02');
  },
};

export const UnknownClass: Story = {
  args: { path: '/openBjcy?id=gone' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '班级不存在' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(tbtpClassPaths.detail, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载专题班')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(tbtpClassPaths.members, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('班级成员数据加载失败');
  },
};

export const NoMembers: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(tbtpClassPaths.members, () => ok({ datalist: [], totalelements: 0 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无数据')).toBeVisible();
  },
};

export const BlueTheme: Story = { globals: { theme: 'blue' } };

export const ElderMode: Story = { globals: { elder: true } };

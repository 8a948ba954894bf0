import type { Meta, StoryObj } from '@storybook/react-vite';
import { tbtpClassPaths } from '@study-portal/api';
import { contractHttp, ok } from '@study-portal/api/mocks';
import { expect, userEvent } from 'storybook/test';
import { ClassScreenAt } from '../testing/ClassScreenAt';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { ClassMembersScreen } from './ClassMembersScreen';

function MembersAt({ path }: { path: string }) {
  return (
    <ClassScreenAt signedInAs="learner" path={path}>
      <ClassMembersScreen />
    </ClassScreenAt>
  );
}

const meta = {
  title: 'Portal/Classes/ClassMembers',
  component: MembersAt,
  args: { path: '/projectDetailBjcy?id=tbtp-01' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MembersAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Members: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('region', { name: /^班级成员名单（共 \d+ 人）$/ });
    await expect(table).toBeVisible();
    await expect(canvas.getByRole('link', { name: '班级成员' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getAllByText('班长')).toHaveLength(1);
    await expect(canvas.getByRole('columnheader', { name: '学习进度' })).toBeVisible();
  },
};

export const MembersInteraction: Story = {
  ...Members,
  name: 'Test: Members',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await Members.play!(context);
    const { canvas } = context;
    await userEvent.type(canvas.getByRole('searchbox', { name: '成员姓名' }), '王海涛{Enter}');
    await expect(await canvas.findByRole('region', { name: '班级成员名单（共 1 人）' })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: '王海涛' })).toBeVisible();
  },
};

export const NoMatch: Story = {
  args: { path: '/projectDetailBjcy?id=tbtp-01&keyword=%E6%97%A0%E6%AD%A4%E4%BA%BA' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无数据')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: '成员姓名' })).toHaveValue('无此人');
  },
};

export const Paged: Story = {
  // tbtp-09 has 24 members: two pages of twenty.
  args: { path: '/projectDetailBjcy?id=tbtp-09&page=2' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
  },
};

export const PagedInteraction: Story = {
  ...Paged,
  name: 'Test: Paged',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await Paged.play!(context);
    const { canvas } = context;
    await userEvent.click(canvas.getByRole('button', { name: '第 1 页' }));
    await expect(await canvas.findByText('班长')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(tbtpClassPaths.members, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('加载中')).toBeInTheDocument();
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

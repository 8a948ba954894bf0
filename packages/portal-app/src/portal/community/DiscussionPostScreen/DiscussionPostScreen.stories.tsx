import type { Meta, StoryObj } from '@storybook/react-vite';
import { postPaths } from '@study-portal/api';
import { contractHttp } from '@study-portal/api/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { ScreenHarness } from '../../../testing/ScreenHarness';
import { DiscussionPostScreen } from './DiscussionPostScreen';
import { hostileScenario } from '../../../testing/storyScenario';

function PostPage({ address }: { address: string }) {
  return (
    <ScreenHarness signedInAs="learner" path={address}>
      <DiscussionPostScreen />
    </ScreenHarness>
  );
}

const meta = {
  title: 'Portal/Community/DiscussionPost',
  component: PostPage,
  args: { address: '/comment/postDetail?id=post-02' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PostPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Replying: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '基层减负与改革落地并不矛盾' })).toBeVisible();
    const replies = canvas.getByRole('list', { name: '回复列表' });
    await expect(replies).toHaveTextContent('赞同，基层干部的时间要用在刀刃上。');
  },
};

export const ReplyingInteraction: Story = {
  ...Replying,
  name: 'Test: Replying',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await Replying.play!(context);
    const { canvas } = context;
    const replies = canvas.getByRole('list', { name: '回复列表' });
    const field = canvas.getByRole('textbox', { name: /回复内容/ });
    await userEvent.type(field, '<b>减负</b>要落到实处');
    await userEvent.click(canvas.getByRole('button', { name: '发表回复' }));
    await expect(await canvas.findByText('回复成功', {}, { timeout: 5000 })).toBeVisible();
    await expect(field).toHaveValue('');
    await expect(await within(replies).findByText('<b>减负</b>要落到实处')).toBeVisible();
  },
};

export const EmptyReplyRefused: Story = {
  name: 'Test: Empty Reply Refused',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /回复内容/ }), '   ');
    await userEvent.click(canvas.getByRole('button', { name: '发表回复' }));
    await expect(await canvas.findByText('请输入回复内容')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /回复内容/ })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: /回复内容/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const SendFailsKeepsText: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(postPaths.reply, failsWith(500)));
  },
};

export const SendFailsKeepsTextInteraction: Story = {
  ...SendFailsKeepsText,
  name: 'Test: Send Fails Keeps Text',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas }) => {
    const field = await canvas.findByRole('textbox', { name: /回复内容/ });
    await userEvent.type(field, '这段话不能丢');
    await userEvent.click(canvas.getByRole('button', { name: '发表回复' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('提交失败，请稍后再试，已输入的内容已为您保留');
    await expect(field).toHaveValue('这段话不能丢');
  },
};

export const HostileRecords: Story = {
  beforeEach: hostileScenario,
  args: { address: '/comment/postDetail?id=post-hostile' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '<script>alert(1)</script>研讨帖安全测试' })).toBeVisible();
    await expect(canvas.getByText('<img src=x onerror=alert(1)>')).toBeVisible();
    await expect(canvasElement.querySelector('script, iframe, form[action^="javascript"], a[href^="javascript"], [onerror], [onmouseover]')).toBeNull();
  },
};

export const HostileReply: Story = {
  beforeEach: hostileScenario,
  args: { address: '/comment/postDetail?id=post-01' },
  play: async ({ canvas, canvasElement }) => {
    const replies = await canvas.findByRole('list', { name: '回复列表' });
    await expect(within(replies).getByText('<script>alert(1)</script>回复里的脚本 <a href="javascript:alert(1)">点我</a>')).toBeVisible();
    await expect(canvasElement.querySelector('a[href^="javascript"]')).toBeNull();
  },
};

export const EndedTopic: Story = {
  args: { address: '/comment/postDetail?id=post-10' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('该研讨已结束，不能回复。')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '发表回复' })).toBeNull();
  },
};

export const NoReplies: Story = {
  args: { address: '/comment/postDetail?id=post-03' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无回复，欢迎发表您的看法')).toBeVisible();
  },
};

export const Deleted: Story = {
  args: { address: '/comment/postDetail?id=post-gone' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('该帖子不存在或已删除')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回研讨帖列表' })).toBeVisible();
  },
};

export const WithoutId: Story = {
  args: { address: '/comment/postDetail' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('未指定要查看的研讨帖')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(postPaths.get, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载研讨帖')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(postPaths.get, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('研讨帖数据加载失败');
  },
};

export const BlueTheme: Story = { globals: { theme: 'blue' } };

export const ElderMode: Story = { globals: { elder: true } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { helpPaths, suggestPaths } from '@study-portal/api';
import { contractHttp, ok } from '@study-portal/api/mocks';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { ScreenHarness } from '../../../testing/ScreenHarness';
import { HelpCentreScreen } from './HelpCentreScreen';

const paths = {
  help: helpPaths.query,
  mine: suggestPaths.mine,
  create: suggestPaths.create,
};

function HelpCentrePage({ signedIn, onLeave }: { signedIn: boolean; onLeave: (address: string) => void }) {
  return (
    <ScreenHarness {...(signedIn ? { signedInAs: 'learner' } : {})} path="/operateGuide" leave={onLeave}>
      <HelpCentreScreen />
    </ScreenHarness>
  );
}

const meta = {
  title: 'Portal/Community/HelpCentre',
  component: HelpCentrePage,
  args: { signedIn: false, onLeave: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof HelpCentrePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 3, name: '账号与登录' })).toBeVisible();
    const question = canvas.getByRole('button', { name: '忘记密码怎么办？' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
  },
};

export const VisitorInteraction: Story = {
  ...Visitor,
  name: 'Test: Visitor',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await Visitor.play!(context);
    const { canvas, args } = context;
    const question = canvas.getByRole('button', { name: '忘记密码怎么办？' });
    question.focus();
    await userEvent.keyboard('{Enter}');
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(await canvas.findByText('请联系本单位管理员重置密码。重置后首次登录须修改密码。')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: /建议标题/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '登录后提交建议' }));
    await waitFor(() => expect(args.onLeave).toHaveBeenCalledWith(expect.stringContaining('/sso/login')));
  },
};

export const SearchedHelp: Story = {
  name: 'Test: Searched Help',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 3, name: '账号与登录' });
    await userEvent.type(canvas.getByRole('searchbox', { name: '问题关键词' }), '专题班{Enter}');
    await expect(await canvas.findByRole('button', { name: '如何报名网上专题班？' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 3, name: '账号与登录' })).toBeNull();
  },
};

export const SignedInSuggesting: Story = {
  args: { signedIn: true },
  play: async ({ canvas }) => {
    const mine = await canvas.findByRole('list', { name: '我提交的建议' });
    await expect(within(mine).getByText('您好，专题班学时每日凌晨统一汇总，课程学时已实时记入个人档案。感谢您的反馈！')).toBeVisible();
  },
};

export const SignedInSuggestingInteraction: Story = {
  ...SignedInSuggesting,
  name: 'Test: Signed In Suggesting',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await SignedInSuggesting.play!(context);
    const { canvas } = context;
    await userEvent.type(canvas.getByRole('textbox', { name: /建议标题/ }), '希望增加<b>夜间模式</b>');
    await userEvent.type(canvas.getByRole('textbox', { name: /建议内容/ }), '晚上学习时页面太亮。');
    await userEvent.click(canvas.getByRole('button', { name: '提交建议' }));
    await expect(await canvas.findByText('提交成功，我们会尽快答复您', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /建议标题/ })).toHaveValue('');
    await expect(await within(canvas.getByRole('list', { name: '我提交的建议' })).findByText(/希望增加<b>夜间模式<\/b>/)).toBeVisible();
  },
};

export const RequiredFields: Story = {
  name: 'Test: Required Fields',
  tags: ['!autodocs', 'interaction'],
  args: { signedIn: true },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '提交建议' }));
    await expect(await canvas.findByText('请输入建议标题')).toBeVisible();
    await expect(canvas.getByText('请输入建议内容')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /建议标题/ })).toHaveFocus();
    await userEvent.type(canvas.getByRole('textbox', { name: /建议标题/ }), '标题');
    await expect(canvas.queryByText('请输入建议标题')).toBeNull();
  },
};

export const SendFailsKeepsText: Story = {
  args: { signedIn: true },
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(paths.create, failsWith(500)));
  },
};

export const SendFailsKeepsTextInteraction: Story = {
  ...SendFailsKeepsText,
  name: 'Test: Send Fails Keeps Text',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /建议标题/ }), '保留我的标题');
    await userEvent.type(canvas.getByRole('textbox', { name: /建议内容/ }), '保留我的内容');
    await userEvent.click(canvas.getByRole('button', { name: '提交建议' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('提交失败，请稍后再试，已输入的内容已为您保留');
    await expect(canvas.getByRole('textbox', { name: /建议标题/ })).toHaveValue('保留我的标题');
    await expect(canvas.getByRole('textbox', { name: /建议内容/ })).toHaveValue('保留我的内容');
  },
};

export const HostileSuggestion: Story = {
  args: { signedIn: true },
  beforeEach: ({ msw }) => {
    msw.use(
      contractHttp.post(paths.mine, () =>
        ok({
          data: [{ id: 'sg-x', title: '<script>alert(1)</script>', content: '<img src=x onerror=alert(1)>', createTime: null, status: 'replied', reply: '<a href="javascript:alert(1)">答复</a>', replyTime: null, replier: null }],
          count: 1,
        }),
      ),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('<img src=x onerror=alert(1)>')).toBeVisible();
    await expect(canvas.getByText('<a href="javascript:alert(1)">答复</a>')).toBeVisible();
    await expect(canvasElement.querySelector('script, [onerror], a[href^="javascript"]')).toBeNull();
  },
};

export const NoSuggestionsYet: Story = {
  args: { signedIn: true },
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(paths.mine, () => ok({ data: [], count: 0 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('您还没有提交过建议')).toBeVisible();
  },
};

export const NoHelpEntries: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(paths.help, () => ok({ data: [], count: 0 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无数据')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { signedIn: true },
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(paths.help, neverAnswers), contractHttp.post(paths.mine, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载帮助内容')).toBeInTheDocument();
    await expect(canvas.getByText('正在加载我的建议')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { signedIn: true },
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(paths.help, failsWith()), contractHttp.post(paths.mine, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('帮助内容数据加载失败')).toBeVisible();
    await expect(await canvas.findByText('我的建议数据加载失败')).toBeVisible();
  },
};

export const BlueTheme: Story = { args: { signedIn: true }, globals: { theme: 'blue' } };

export const ElderMode: Story = { args: { signedIn: true }, globals: { elder: true } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { tbtpClassPaths } from '@study-portal/api';
import { classStandingOf, contractHttp, demoTbtpClasses, mockDb } from '@study-portal/api/mocks';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ClassScreenAt } from '../testing/ClassScreenAt';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { Route, Routes } from 'react-router-dom';
import { ClassMembersScreen } from '../ClassMembersScreen';
import { ClassDetailScreen } from './ClassDetailScreen';

function ClassAt({ path }: { path: string }) {
  return (
    <ClassScreenAt signedInAs="learner" path={path}>
      <ClassDetailScreen />
    </ClassScreenAt>
  );
}

const meta = {
  title: 'Portal/Classes/ClassDetail',
  component: ClassAt,
  // tbtp-04: the learner is enrolled and has finished some of its courses.
  args: { path: '/projectDetail?id=tbtp-04' },
  parameters: { layout: 'padded' },
  beforeEach: () => {
    mockDb.reset();
  },
} satisfies Meta<typeof ClassAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EnrolledMember: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '教育系统师德师风建设专题班', level: 1 })).toBeVisible();
    await expect(canvas.getByText('您已报名本班，请按时完成学习任务。')).toBeVisible();
    const item = demoTbtpClasses.find((candidate) => candidate.tbtpId === 'tbtp-04')!;
    const standing = classStandingOf(mockDb, item, 'learner');
    await expect(canvas.getByRole('progressbar', { name: '我的学习进度' })).toHaveAttribute('aria-valuenow', String(standing.progress));
    await expect(canvas.getByText(`${item.requiredHours} 学时（必修 ${item.compulsoryHours}，选修 ${item.electiveHours}）`)).toBeVisible();
    await expect(canvas.getByRole('img', { name: '教育系统师德师风建设专题班报名二维码' })).toBeVisible();

    // One way between the class's pages (the class navigation); the courses are on the class home.
    await expect(canvas.queryByRole('tab')).toBeNull();
    await expect(await canvas.findByRole('heading', { name: /^必修课程（2 门/ })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: /^选修课程（2 门/ })).toBeVisible();
    const classNav = canvas.getByRole('navigation', { name: '班级导航' });
    await expect(within(classNav).getByRole('link', { name: '个人作业' })).toHaveAttribute('href', '/projectDetailGrbjzy?id=tbtp-04');
  },
};

export const EnrolsWithAVerifyCode: Story = {
  args: { path: '/projectDetail?id=tbtp-02' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('本班报名需要验证码，请向主办单位索取')).toBeVisible();
    await expect(within(canvas.getByRole('navigation', { name: '班级导航' })).queryByRole('link', { name: '个人作业' })).toBeNull();
  },
};

export const EnrolsWithAVerifyCodeInteraction: Story = {
  ...EnrolsWithAVerifyCode,
  name: 'Test: Enrols With A Verify Code',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await EnrolsWithAVerifyCode.play!(context);
    const { canvas } = context;
    await userEvent.click(canvas.getByRole('button', { name: '报名' }));
    const dialog = await screen.findByRole('dialog', { name: '报名专题班' });
    await expect(await within(dialog).findByText('干部一处科员')).toBeVisible();
    const code = within(dialog).getByRole('textbox', { name: /报名验证码/ });
    await userEvent.type(code, '1234');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认报名' }));
    await expect(await within(dialog).findByText('验证码错误')).toBeVisible();
    await expect(code).toHaveValue('1234');
    await userEvent.clear(code);
    await userEvent.type(code, '2026');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认报名' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByText('您已报名本班，请按时完成学习任务。')).toBeVisible();
    await expect(await within(canvas.getByRole('navigation', { name: '班级导航' })).findByRole('link', { name: '个人作业' })).toBeVisible();
  },
};

export const CancelsTheEnrolment: Story = {
  args: { path: '/projectDetail?id=tbtp-09' },
};

export const CancelsTheEnrolmentInteraction: Story = {
  ...CancelsTheEnrolment,
  name: 'Test: Cancels The Enrolment',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas }) => {
    const enrol = await canvas.findByRole('button', { name: '报名' });
    await userEvent.click(enrol);
    await screen.findByRole('dialog', { name: '报名专题班' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(enrol).toHaveFocus();
  },
};

export const ProvincialClassOneClick: Story = {
  args: { path: '/projectDetail?id=tbtp-01' },
};

export const ProvincialClassOneClickInteraction: Story = {
  ...ProvincialClassOneClick,
  name: 'Test: Provincial Class One Click',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '一键报名' }));
    const dialog = await screen.findByRole('dialog', { name: '报名专题班' });
    await expect(within(dialog).queryByRole('textbox')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: '确认报名' }));
    await expect(await canvas.findByText(/^已成功报名/)).toBeVisible();
  },
};

export const EndedClass: Story = {
  args: { path: '/projectDetail?id=tbtp-06' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('该专题班已结束，不能报名')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '报名' })).toBeNull();
    await expect(canvas.getByText('已结束')).toBeVisible();
  },
};

/** An address from before the class home lost its tabs leads to the page that took the tab's place. */
export const OldTabAddress: Story = {
  args: { path: '/projectDetail?id=tbtp-04&tab=members' },
  render: ({ path }) => (
    <ClassScreenAt signedInAs="learner" path={path}>
      <Routes>
        <Route path="/projectDetail" element={<ClassDetailScreen />} />
        <Route path="/projectDetailBjcy" element={<ClassMembersScreen />} />
      </Routes>
    </ClassScreenAt>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: '班级成员名单（共 9 人）' })).toBeVisible();
    await expect(within(canvas.getByRole('navigation', { name: '班级导航' })).getByRole('link', { name: '班级成员' })).toHaveAttribute('aria-current', 'page');
  },
};

export const UnknownClass: Story = {
  args: { path: '/projectDetail?id=no-such-class' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '班级不存在', level: 1 })).toBeVisible();
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
    msw.use(contractHttp.post(tbtpClassPaths.detail, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('专题班数据加载失败');
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

export const BlueTheme: Story = { globals: { theme: 'blue' } };

export const ElderMode: Story = { globals: { elder: true } };

export const NotEnrolledElderMode: Story = { args: { path: '/projectDetail?id=tbtp-02' }, globals: { elder: true } };

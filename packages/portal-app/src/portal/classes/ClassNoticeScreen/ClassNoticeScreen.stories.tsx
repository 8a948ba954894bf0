import type { Meta, StoryObj } from '@storybook/react-vite';
import { tbtpClassPaths } from '@study-portal/api';
import { contractHttp, ok } from '@study-portal/api/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { ClassScreenAt } from '../testing/ClassScreenAt';
import { hostileScenario } from '../../../testing/storyScenario';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { ClassNoticeScreen } from './ClassNoticeScreen';

function NoticesAt({ path }: { path: string }) {
  return (
    <ClassScreenAt signedInAs="learner" path={path}>
      <ClassNoticeScreen />
    </ClassScreenAt>
  );
}

const meta = {
  title: 'Portal/Classes/ClassNotice',
  component: NoticesAt,
  // In the hostile scenario tbtp-03 also holds a hostile notice and one without a title.
  args: { path: '/classNotice?id=tbtp-03' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof NoticesAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewestFirst: Story = {
  play: async ({ canvas }) => {
    const notice = await canvas.findByRole('article');
    await expect(within(notice).getByRole('heading', { name: '学习进度提醒' })).toBeVisible();
    await expect(notice).toHaveTextContent('发布单位：中共东江市委组织部');
  },
};

export const NewestFirstInteraction: Story = {
  ...NewestFirst,
  name: 'Test: Newest First',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await NewestFirst.play!(context);
    const { canvas } = context;
    await userEvent.click(canvas.getByRole('link', { name: '关于新时代基层治理能力提升班开班的通知' }));
    await expect(await canvas.findByRole('heading', { name: '关于新时代基层治理能力提升班开班的通知', level: 2 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '关于新时代基层治理能力提升班开班的通知' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('article')).toHaveTextContent('学习截止日期：2026-05-31');
  },
};

export const HostileNotice: Story = {
  beforeEach: hostileScenario,
  play: async ({ canvas }) => {
    const notice = await canvas.findByRole('article');
    // The newest is the hostile one: its markup reads as text, its HTML is sanitised.
    await expect(within(notice).getByRole('heading', { name: '<script>alert(1)</script>班级公告安全测试' })).toBeVisible();
    await expect(notice).toHaveTextContent('发布单位：<img src=x onerror=alert(1)>');
    await expect(notice.querySelector('script, iframe, img[onerror]')).toBeNull();
  },
};

export const UntitledNotice: Story = {
  beforeEach: hostileScenario,
  args: { path: '/classNotice?id=tbtp-03&noticeId=tbtp-notice-empty' },
  play: async ({ canvas }) => {
    const notice = await canvas.findByRole('article');
    await expect(within(notice).getByRole('heading', { name: '（无标题）' })).toBeVisible();
    await expect(within(notice).getByText('暂无内容')).toBeVisible();
  },
};

export const NoticeNotFound: Story = {
  args: { path: '/classNotice?id=tbtp-03&noticeId=gone' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('该公告不存在或已删除')).toBeVisible();
  },
};

export const NoNotices: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(tbtpClassPaths.notices, () => ok({ datalist: [], totalelements: 0 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无内容')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(tbtpClassPaths.notices, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载班级公告')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(tbtpClassPaths.notices, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('班级公告数据加载失败');
  },
};

export const BlueTheme: Story = { globals: { theme: 'blue' } };

export const ElderMode: Story = { globals: { elder: true } };

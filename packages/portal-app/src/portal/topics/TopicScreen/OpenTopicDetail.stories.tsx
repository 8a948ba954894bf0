import type { Meta, StoryObj } from '@storybook/react-vite';
import { subjectPaths } from '@study-portal/api';
import { contractHttp, ok } from '@study-portal/api/mocks';
import { expect } from 'storybook/test';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { ScreenHarness } from '../../../testing/ScreenHarness';
import { TopicScreen } from './TopicScreen';

/** Signed out: an open page is for anyone with the link. */
function OpenTopicAt({ path }: { path: string }) {
  return (
    <ScreenHarness path={path}>
      <TopicScreen variant="open" />
    </ScreenHarness>
  );
}

const meta = {
  title: 'Portal/Topics/OpenTopicDetail',
  component: OpenTopicAt,
  args: { path: '/openNewSpecialCourseDetail?id=s3' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof OpenTopicAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const showsTopic: Story['play'] = async ({ canvas }) => {
  await expect(await canvas.findByRole('heading', { level: 1, name: '数字政府建设' })).toBeVisible();
};

export const SignedOutVisitor: Story = {
  play: async (context) => {
    await showsTopic(context);
    const { canvas } = context;
    await expect(await canvas.findByText('省大数据局')).toBeVisible();
    // Courses open on the open course page, which needs no sign-in either.
    await expect(await canvas.findByRole('link', { name: '数字政府建设实务' })).toHaveAttribute('href', '/openCourseDetail?id=c15');
    // A visitor has no progress to show.
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

export const TopicWithoutCourses: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(subjectPaths.courses, () => ok({ datalist: [], totalelements: 0 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '数字政府建设' })).toBeVisible();
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

export const SignedOutBlueTheme: Story = { globals: { theme: 'blue' }, play: showsTopic };

export const SignedOutElderMode: Story = { globals: { elder: true }, play: showsTopic };

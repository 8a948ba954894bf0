import type { Meta, StoryObj } from '@storybook/react-vite';
import { tbtpClassPaths } from '@study-portal/api';
import { contractHttp, ok } from '@study-portal/api/mocks';
import { expect } from 'storybook/test';
import { ClassScreenAt } from '../testing/ClassScreenAt';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { OpenClassDetailScreen } from './OpenClassDetailScreen';

function OpenClassAt({ path, signedInAs }: { path: string; signedInAs?: string }) {
  return (
    <ClassScreenAt path={path} {...(signedInAs ? { signedInAs } : {})}>
      <OpenClassDetailScreen />
    </ClassScreenAt>
  );
}

const meta = {
  title: 'Portal/Classes/OpenClassDetail',
  component: OpenClassAt,
  args: { path: '/openProjectDetail?id=tbtp-01' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof OpenClassAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOutVisitor: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: /^2026年全省干部网上专题班/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '报名学习' })).toHaveAttribute('href', '/projectDetail?id=tbtp-01');
    await expect(canvas.getByRole('heading', { name: /^必修课程（3 门/ })).toBeVisible();
    await expect(canvas.queryByText('未学习')).toBeNull();
    await expect(canvas.queryByText('网上专题班', { exact: true })).toBeNull();
  },
};

export const EnrolledLearner: Story = {
  args: { path: '/openProjectDetail?id=tbtp-04', signedInAs: 'learner' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('您已报名本班。')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '进入班级' })).toHaveAttribute('href', '/projectDetail?id=tbtp-04');
  },
};

export const EndedClass: Story = {
  args: { path: '/openProjectDetail?id=tbtp-10' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('该专题班已结束。')).toBeVisible();
  },
};

export const UnknownClass: Story = {
  args: { path: '/openProjectDetail?id=gone' },
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
    msw.use(contractHttp.post(tbtpClassPaths.detail, failsWith(502)));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('专题班数据加载失败');
  },
};

export const NoCourses: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      contractHttp.post(tbtpClassPaths.detail, () =>
        ok({ tbtpId: 'tbtp-x', name: '筹备中的专题班', requiredHours: 0, intro: '', compulsoryCourses: [], electiveCourses: [] }),
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '筹备中的专题班', level: 1 })).toBeVisible();
    await expect(canvas.getAllByText('暂无课程')).toHaveLength(2);
    await expect(canvas.getByText('暂无内容')).toBeVisible();
  },
};

export const BlueTheme: Story = { globals: { theme: 'blue' } };

export const ElderMode: Story = { globals: { elder: true } };

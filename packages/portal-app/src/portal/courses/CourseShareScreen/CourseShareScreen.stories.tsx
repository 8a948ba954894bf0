import type { Meta, StoryObj } from '@storybook/react-vite';
import { coursePaths } from '@study-portal/api';
import { contractHttp } from '@study-portal/api/mocks';
import { useLocation } from 'react-router-dom';
import { expect, fn, userEvent } from 'storybook/test';
import { ScreenHarness } from '../../../testing/ScreenHarness';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { UnknownCourseScreen } from '../UnknownCourseScreen';
import { CourseShareScreen } from './CourseShareScreen';

function SharePage({ copy }: { copy: (text: string) => Promise<void> }) {
  const { pathname } = useLocation();
  return pathname === '/errorShare' ? <UnknownCourseScreen /> : <CourseShareScreen copy={copy} />;
}

// Anyone may open a share page: no session.
function CourseShare({ path, copy }: { path: string; copy: (text: string) => Promise<void> }) {
  return (
    <ScreenHarness path={path}>
      <SharePage copy={copy} />
    </ScreenHarness>
  );
}

const meta = {
  title: 'Portal/Courses/CourseShare',
  component: CourseShare,
  args: { path: '/share?id=c01', copy: fn(async () => undefined) },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CourseShare>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: '习近平新时代中国特色社会主义思想概论' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: '课程分享二维码' })).toBeVisible();
    await expect(canvas.getByText('使用微信或QQ扫码查看分享')).toBeVisible();
    const address = `${window.location.origin}/contentShare?id=c01`;
    await expect(canvas.getByRole('link', { name: address })).toHaveAttribute('href', address);
  },
};

export const VisitorInteraction: Story = {
  ...Visitor,
  name: 'Test: Visitor',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await Visitor.play!(context);
    const { canvas, args } = context;
    const address = `${window.location.origin}/contentShare?id=c01`;
    await userEvent.click(canvas.getByRole('button', { name: '复制链接' }));
    await expect(args.copy).toHaveBeenCalledWith(address);
    // Shown, and announced through the page's own live region.
    await expect(await canvas.findAllByText('链接已复制')).toHaveLength(2);
  },
};

export const ImageTextCourse: Story = {
  args: { path: '/share?id=c04' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: `${window.location.origin}/contentShareBook?id=c04` })).toBeVisible();
  },
};

export const CopyRefused: Story = {
  args: { copy: fn(async () => Promise.reject(new Error('denied'))) },
};

export const CopyRefusedInteraction: Story = {
  ...CopyRefused,
  name: 'Test: Copy Refused',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '复制链接' }));
    await expect(await canvas.findAllByText('复制失败，请手动复制链接')).toHaveLength(2);
  },
};

export const MissingCourse: Story = {
  args: { path: '/share?id=gone' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '课程不存在' })).toBeVisible();
  },
};

export const BlueTheme: Story = { globals: { theme: 'blue' } };

export const ElderMode: Story = { globals: { elder: true } };

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.get(coursePaths.detail, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载课程')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.get(coursePaths.detail, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('课程数据加载失败');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { tbtpClassPaths } from '@study-portal/api';
import { contractHttp, ok } from '@study-portal/api/mocks';
import { expect, userEvent } from 'storybook/test';
import { ClassScreenAt } from '../testing/ClassScreenAt';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { ClassDynamicsScreen } from './ClassDynamicsScreen';

function DynamicsAt({ path }: { path: string }) {
  return (
    <ClassScreenAt signedInAs="learner" path={path}>
      <ClassDynamicsScreen />
    </ClassScreenAt>
  );
}

const meta = {
  title: 'Portal/Classes/ClassDynamics',
  component: DynamicsAt,
  args: { path: '/projectDetailBjdt?id=tbtp-05' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DynamicsAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Feed: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '班级动态', level: 2 })).toBeVisible();
    await expect((await canvas.findAllByText('完成了全部学习任务，顺利结业', { exact: false })).length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('结业').length).toBeGreaterThan(0);
  },
};

export const FeedInteraction: Story = {
  ...Feed,
  name: 'Test: Feed',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await Feed.play!(context);
    const { canvas } = context;
    await userEvent.click(canvas.getByRole('button', { name: '第 2 页' }));
    await expect(await canvas.findByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Quiet: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(tbtpClassPaths.dynamics, () => ok({ datalist: [], totalelements: 0 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无班级动态')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(tbtpClassPaths.dynamics, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载班级动态')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(tbtpClassPaths.dynamics, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('班级动态数据加载失败');
  },
};

export const BlueTheme: Story = { globals: { theme: 'blue' } };

export const ElderMode: Story = { globals: { elder: true } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { articlePaths } from '@study-portal/api';
import { contractHttp, ok } from '@study-portal/api/mocks';
import { expect, waitFor } from 'storybook/test';
import { failsWith, neverAnswers } from '../../testing/storyResponses';
import { ScreenFrame } from '../testing/storyFrames';
import { NoticesScreen } from './NoticesScreen';

const listPath = articlePaths.query;

const meta = {
  title: 'Admin/Screens/NoticesScreen',
  component: NoticesScreen,
  decorators: [(Story) => <ScreenFrame><Story /></ScreenFrame>],
} satisfies Meta<typeof NoticesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithNotices: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: '通知公告列表' });
    await waitFor(() => expect(table.querySelectorAll('tbody tr[data-row]').length).toBeGreaterThan(0));
    await expect(canvas.getByRole('search', { name: '公告标题' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      contractHttp.post(listPath, neverAnswers),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: '通知公告列表' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(listPath, () => ok({ datalist: [], totalelements: 0 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无内容')).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(listPath, failsWith(502)));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('通知公告数据加载失败');
  },
};

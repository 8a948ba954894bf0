import type { Meta, StoryObj } from '@storybook/react-vite';
import { ok } from '@study-portal/api/mocks';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { ScreenFrame } from '../../testing/storyFrames';
import { NoticesScreen } from './NoticesScreen';

const listPath = '*/pcApi/api/portal/article/query';

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
      http.post(listPath, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: '通知公告列表' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.post(listPath, () => ok({ datalist: [], totalelements: 0 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无内容')).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.post(listPath, () => new HttpResponse(null, { status: 502 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('通知公告数据加载失败');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { tbtpPaths } from '@study-portal/api';
import { contractHttp, ok } from '@study-portal/api/mocks';
import { expect, userEvent, waitFor } from 'storybook/test';
import { failsWith, neverAnswers } from '../../testing/storyResponses';
import { ScreenFrame } from '../testing/storyFrames';
import { ClassesScreen } from './ClassesScreen';

const listPath = tbtpPaths.list;

const meta = {
  title: 'Admin/Screens/ClassesScreen',
  component: ClassesScreen,
  decorators: [(Story) => <ScreenFrame><Story /></ScreenFrame>],
} satisfies Meta<typeof ClassesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithClasses: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: '专题班列表' });
    await waitFor(() => expect(table.querySelectorAll('tbody tr[data-row]').length).toBeGreaterThan(0));
    await expect(canvas.getByRole('navigation', { name: /分页/ })).toBeVisible();
  },
};

export const SearchWithoutMatch: Story = {
  name: 'Test: Search Without Match',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: '专题班列表' });
    await waitFor(() => expect(table.querySelectorAll('tbody tr[data-row]').length).toBeGreaterThan(0));
    await userEvent.type(canvas.getByRole('searchbox', { name: '班级名称' }), '不存在的班级');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(await canvas.findByText('暂无专题班，敬请期待')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      contractHttp.post(listPath, neverAnswers),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: '专题班列表' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(listPath, () => ok({ datalist: [], totalelements: 0 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无专题班，敬请期待')).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(listPath, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('专题班数据加载失败');
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { studyCentrePaths } from '@study-portal/api';
import { contractHttp, mockDb, ok } from '@study-portal/api/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { StudyCentreAt } from '../testing/StudyCentreAt';
import { firstLoad } from '../testing/storyTimeouts';
import { hostileScenario } from '../../../testing/storyScenario';

const meta = {
  title: 'Portal/StudyCentre/Classes',
  component: StudyCentreAt,
  args: { tab: 'classes' },
  parameters: { layout: 'padded' },
  beforeEach: () => {
    mockDb.reset();
  },
} satisfies Meta<typeof StudyCentreAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MyClasses: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: '我的专题班' }, firstLoad);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByText('参加专题班').nextElementSibling).toHaveTextContent('4');
  },
};

export const MyClassesInteraction: Story = {
  ...MyClasses,
  name: 'Test: My Classes',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await MyClasses.play!(context);
    const { canvas } = context;
    await userEvent.click(canvas.getByRole('tab', { name: '已结束' }));
    await expect(await canvas.findByRole('heading', { name: '2025年度公务员初任培训网上班' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: '新时代基层治理能力提升班' })).toBeNull();
  },
};

export const HostileClass: Story = {
  beforeEach: hostileScenario,
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: '我的专题班' }, firstLoad);
    // A hostile class name is shown as text, never run.
    await expect(within(list).getByRole('heading', { name: '<img src=x onerror=alert(1)>安全演示专题班' })).toBeVisible();
    await expect(list.querySelector('script, img[onerror]')).toBeNull();
  },
};

export const NoClasses: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(studyCentrePaths.myTbtps, () => ok({ datalist: [], totalelements: 0 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无专题班，敬请期待', {}, firstLoad)).toBeVisible();
  },
};

export const ClassesUnavailable: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(studyCentrePaths.myTbtps, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, firstLoad)).toHaveTextContent('专题班数据加载失败');
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(studyCentrePaths.tbtpStatistics, neverAnswers), contractHttp.post(studyCentrePaths.myTbtps, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载专题班统计', {}, firstLoad)).toBeInTheDocument();
  },
};

export const BlueTheme: Story = { globals: { theme: 'blue' } };
export const ElderMode: Story = { globals: { elder: true } };

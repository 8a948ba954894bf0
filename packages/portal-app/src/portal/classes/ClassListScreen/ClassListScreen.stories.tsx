import type { Meta, StoryObj } from '@storybook/react-vite';
import { studyCentrePaths } from '@study-portal/api';
import { contractHttp, ok } from '@study-portal/api/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { ScreenHarness } from '../../../testing/ScreenHarness';
import { ClassListScreen } from './ClassListScreen';
import { hostileScenario } from '../../../testing/storyScenario';

function ClassListAt({ path }: { path: string }) {
  return (
    <ScreenHarness signedInAs="learner" path={path}>
      <ClassListScreen />
    </ScreenHarness>
  );
}

const meta = {
  title: 'Portal/Classes/ClassList',
  component: ClassListAt,
  args: { path: '/classList' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ClassListAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MyClasses: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^共报名 4 个专题班/)).toBeVisible();
    const table = await canvas.findByRole('region', { name: '我的专题班' });
    // The summary can arrive before the list, while the table still shows its placeholder rows.
    const link = await within(table).findByRole('link', { name: '教育系统师德师风建设专题班' });
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    // Each class is the catalogue's own.
    await expect(link).toHaveAttribute('href', '/projectDetail?id=tbtp-04');
    await expect(within(table).getAllByText('已结业')).toHaveLength(1);
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
    await expect(await canvas.findByRole('tab', { name: '已结束', selected: true })).toBeVisible();
  },
};

export const HostileClass: Story = {
  beforeEach: hostileScenario,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^共报名 5 个专题班/)).toBeVisible();
    const table = await canvas.findByRole('region', { name: '我的专题班' });
    // The hostile class reads as text.
    await expect(await within(table).findByRole('link', { name: '<img src=x onerror=alert(1)>安全演示专题班' })).toBeVisible();
    await expect(within(table).getByRole('cell', { name: '<script>alert(1)</script>' })).toBeVisible();
    await expect(table.querySelector('img[onerror], script')).toBeNull();
  },
};

export const NoClassesYet: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(studyCentrePaths.myTbtps, () => ok({ datalist: [], totalelements: 0 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('您还没有报名专题班')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '去报名网上专题班' })).toHaveAttribute('href', '/projectIndex');
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(studyCentrePaths.myTbtps, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('加载中')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(studyCentrePaths.myTbtps, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('专题班数据加载失败');
  },
};

export const BlueTheme: Story = { globals: { theme: 'blue' } };

export const ElderMode: Story = { globals: { elder: true } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { honorPaths } from '@study-portal/api';
import { contractHttp, ok } from '@study-portal/api/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { ScreenHarness } from '../../../testing/ScreenHarness';
import { BranchesScreen } from './honourLists';

const path = honorPaths.branches;

function BranchesPage() {
  return (
    <ScreenHarness signedInAs="learner" path="/branchlists">
      <BranchesScreen now={new Date(2026, 2, 16)} />
    </ScreenHarness>
  );
}

const meta = {
  title: 'Portal/Community/Branches',
  component: BranchesPage,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BranchesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Branches: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: '2025年度学习型党支部' })).toBeVisible();
    const table = canvas.getByRole('table', { name: '学习型党支部名单，按人均学时排名' });
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('1干部一处党支部中共示例省委组织部1872.5');
    await expect(canvas.getByRole('link', { name: '学习型党支部' })).toHaveAttribute('aria-current', 'page');
  },
};

export const BranchesInteraction: Story = {
  ...Branches,
  name: 'Test: Branches',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await Branches.play!(context);
    const { canvas } = context;
    const table = canvas.getByRole('table', { name: '学习型党支部名单，按人均学时排名' });
    await userEvent.click(canvas.getByRole('button', { name: '第 2 页' }));
    await expect(await canvas.findByText('组织一科党支部')).toBeVisible();
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('11组织一科党支部');
  },
};

export const EarlierYear: Story = {
  name: 'Test: Earlier Year',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas }) => {
    await canvas.findByText('干部一处党支部');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '评选年度' }), '2024');
    await expect(await canvas.findByRole('heading', { level: 2, name: '2024年度学习型党支部' })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(5));
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('66.5');
  },
};

export const NoBranchesThatYear: Story = {
  name: 'Test: No Branches That Year',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas }) => {
    await canvas.findByText('干部一处党支部');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '评选年度' }), '2023');
    await expect(await canvas.findByText('暂无数据')).toBeVisible();
  },
};

export const HostileRecord: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      contractHttp.post(path, () =>
        ok({ data: [{ id: 'b-x', branchName: '<script>alert(1)</script>支部', orgName: '<img src=x onerror=alert(1)>', memberCount: 3, averageHours: 1, year: 2025, intro: null }], count: 1 }),
      ),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('<script>alert(1)</script>支部')).toBeVisible();
    await expect(canvas.getByText('<img src=x onerror=alert(1)>')).toBeVisible();
    await expect(canvasElement.querySelector('script, img[src="x"]')).toBeNull();
  },
};

export const NoBranches: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(path, () => ok({ data: [], count: 0 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无数据')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(path, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('加载中')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(path, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('学习型党支部数据加载失败');
  },
};

export const BlueTheme: Story = { globals: { theme: 'blue' } };

export const ElderMode: Story = { globals: { elder: true } };

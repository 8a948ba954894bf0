import type { Meta, StoryObj } from '@storybook/react-vite';
import { honorPaths } from '@study-portal/api';
import { contractHttp, ok } from '@study-portal/api/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { ScreenHarness } from '../../../testing/ScreenHarness';
import { PioneersScreen } from './honourLists';

const path = honorPaths.pioneers;

function PioneersPage() {
  return (
    <ScreenHarness signedInAs="learner" path="/peoplelists">
      <PioneersScreen now={new Date(2026, 2, 16)} />
    </ScreenHarness>
  );
}

const meta = {
  title: 'Portal/Community/Pioneers',
  component: PioneersPage,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PioneersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pioneers: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: '2025年度学习先锋' })).toBeVisible();
    const table = canvas.getByRole('table', { name: '学习先锋名单，按年度学时排名' });
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('1王海涛中共东江市委组织部98.5');
    await expect(canvas.getByRole('link', { name: '学习型党支部' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '学习先锋' })).toHaveAttribute('aria-current', 'page');
  },
};

export const PioneersInteraction: Story = {
  ...Pioneers,
  name: 'Test: Pioneers',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await Pioneers.play!(context);
    const { canvas } = context;
    const table = canvas.getByRole('table', { name: '学习先锋名单，按年度学时排名' });
    await userEvent.click(canvas.getByRole('button', { name: '第 2 页' }));
    await expect(await canvas.findByText('孙浩然')).toBeVisible();
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('11孙浩然');
  },
};

export const SearchedByUnit: Story = {
  name: 'Test: Searched By Unit',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas }) => {
    await canvas.findByText('王海涛');
    await userEvent.type(canvas.getByRole('searchbox', { name: '姓名或单位' }), '东江市教育局');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(await canvas.findByText('宋雅婷')).toBeVisible();
    await expect(canvas.queryByText('王海涛')).toBeNull();
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
  },
};

export const EarlierYear: Story = {
  name: 'Test: Earlier Year',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas }) => {
    await canvas.findByText('王海涛');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '评选年度' }), '2024');
    await expect(await canvas.findByRole('heading', { level: 2, name: '2024年度学习先锋' })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(7));
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('1吴国栋中共南湖市委组织部78.5');
  },
};

export const HostileRecord: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      contractHttp.post(path, () =>
        ok({ data: [{ id: 'p-x', name: '<img src=x onerror=alert(1)>', orgName: '<script>alert(1)</script>', photo: 'javascript:alert(1)', hours: 1, year: 2025, motto: '<b>感言</b>' }], count: 1 }),
      ),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('<img src=x onerror=alert(1)>')).toBeVisible();
    await expect(canvas.getByText('<script>alert(1)</script>')).toBeVisible();
    await expect(canvasElement.querySelector('script, b, img[src="x"]')).toBeNull();
  },
};

export const NoPioneers: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(path, () => ok({ data: [], count: 0 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无数据')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: '学习先锋分页' })).toBeNull();
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
    await expect(await canvas.findByRole('alert')).toHaveTextContent('学习先锋数据加载失败');
  },
};

export const BlueTheme: Story = { globals: { theme: 'blue' } };

export const ElderMode: Story = { globals: { elder: true } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { tbtpPaths } from '@study-portal/api';
import { contractHttp, mockDb, ok } from '@study-portal/api/mocks';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { ClassScreenAt } from '../testing/ClassScreenAt';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { CityClassesScreen } from './CityClassesScreen';

function CityClassesAt({ path }: { path: string }) {
  return (
    <ClassScreenAt signedInAs="learner" path={path}>
      <CityClassesScreen />
    </ClassScreenAt>
  );
}

const meta = {
  title: 'Portal/Classes/CityClasses',
  component: CityClassesAt,
  args: { path: '/projectIndexCity' },
  parameters: { layout: 'padded' },
  beforeEach: () => {
    mockDb.reset();
  },
} satisfies Meta<typeof CityClassesAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstCity: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '东江市网上专题班', level: 1 })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: '专题班（共 3 个）' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '新时代基层治理能力提升班' })).toBeVisible();
  },
};

export const FirstCityInteraction: Story = {
  ...FirstCity,
  name: 'Test: First City',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await FirstCity.play!(context);
    const { canvas } = context;
    await userEvent.click(canvas.getByRole('combobox', { name: '城市' }));
    await userEvent.click(await screen.findByRole('option', { name: '西岭市' }));
    await expect(await canvas.findByRole('heading', { name: '西岭市网上专题班', level: 1 })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: '领导干部应急管理能力专题班' })).toBeVisible();
  },
};

export const CityFromTheAddress: Story = {
  args: { path: '/projectIndexCity?cityOrgId=org-130' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '南湖市网上专题班', level: 1 })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('combobox', { name: '城市' })).toHaveTextContent('南湖市'));
    await expect(await canvas.findByRole('link', { name: '党务工作者业务能力提升班' })).toBeVisible();
  },
};

export const NoClasses: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(tbtpPaths.list, () => ok({ datalist: [], totalelements: 0, pagenum: 0, pagesize: 12 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无专题班，敬请期待')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(tbtpPaths.orgList, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载城市')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(tbtpPaths.list, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('专题班数据加载失败');
  },
};

export const CitiesUnavailable: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(tbtpPaths.orgList, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('城市数据加载失败');
  },
};

export const BlueTheme: Story = { globals: { theme: 'blue' } };

export const ElderMode: Story = { globals: { elder: true } };

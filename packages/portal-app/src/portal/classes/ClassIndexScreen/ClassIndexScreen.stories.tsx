import type { Meta, StoryObj } from '@storybook/react-vite';
import { tbtpPaths } from '@study-portal/api';
import { contractHttp, mockDb, ok } from '@study-portal/api/mocks';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ClassScreenAt } from '../testing/ClassScreenAt';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { ClassIndexScreen } from './ClassIndexScreen';

function ClassesAt({ path }: { path: string }) {
  return (
    <ClassScreenAt signedInAs="learner" path={path}>
      <ClassIndexScreen />
    </ClassScreenAt>
  );
}

const meta = {
  title: 'Portal/Classes/ClassIndex',
  component: ClassesAt,
  args: { path: '/projectIndex' },
  parameters: { layout: 'padded' },
  // An earlier story may have enrolled the learner somewhere.
  beforeEach: () => {
    mockDb.reset();
  },
} satisfies Meta<typeof ClassesAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const cardNames = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: '专题班' }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

// The organiser tree arrives a level at a time: give each step time on a busy machine.
const patiently = { timeout: 5000 };

/** Picks an option of an organiser select once its organisations have arrived. */
async function pick(canvas: ReturnType<typeof within>, label: string, option: string) {
  const box = await canvas.findByRole('combobox', { name: label }, patiently);
  await waitFor(() => expect(box).not.toHaveAttribute('aria-disabled'), patiently);
  await userEvent.click(box);
  await userEvent.click(await screen.findByRole('option', { name: option }, patiently));
}

export const AllClasses: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '专题班（共 12 个）' }, patiently)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '教育系统师德师风建设专题班' })).toHaveAttribute('href', '/projectDetail?id=tbtp-04');
    await expect(canvas.getAllByText('已报名').length).toBeGreaterThan(0);
  },
};

export const AllClassesInteraction: Story = {
  ...AllClasses,
  name: 'Test: All Classes',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await AllClasses.play!(context);
    const { canvas, canvasElement } = context;
    await pick(canvas, '主办单位', '东江市');
    await expect(await canvas.findByRole('heading', { name: '专题班（共 3 个）' }, patiently)).toBeVisible();
    await pick(canvas, '下级单位', '东江市教育局');
    await expect(await canvas.findByRole('heading', { name: '专题班（共 1 个）' }, patiently)).toBeVisible();
    await expect(cardNames(canvasElement)).toEqual(['教育系统师德师风建设专题班']);
  },
};

export const FilteredFromTheAddress: Story = {
  args: { path: '/projectIndex?orgId=org-120&keyword=%E5%8D%AB%E7%94%9F' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: '专题班（共 1 个）' })).toBeVisible();
    await expect(cardNames(canvasElement)).toEqual(['卫生健康系统依法行政专题班']);
    await expect(canvas.getByRole('searchbox', { name: '专题班名称或主办单位' })).toHaveValue('卫生');
    const organiser = await canvas.findByRole('combobox', { name: '主办单位' });
    await waitFor(() => expect(organiser).toHaveTextContent('西岭市'));
  },
};

export const EnrolsWithTheVerifyCode: Story = {
  args: { path: '/projectIndex?orgId=org-001' },
};

export const EnrolsWithTheVerifyCodeInteraction: Story = {
  ...EnrolsWithTheVerifyCode,
  name: 'Test: Enrols With The Verify Code',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas }) => {
    const card = (await canvas.findByRole('heading', { name: '数字政府建设专题研修班' })).closest('article')!;
    await userEvent.click(within(card as HTMLElement).getByRole('button', { name: '报名' }));
    const dialog = await screen.findByRole('dialog', { name: '报名专题班' });
    const code = within(dialog).getByRole('textbox', { name: /报名验证码/ });
    await waitFor(() => expect(code).toHaveFocus());
    await userEvent.type(code, '0000{Enter}');
    await expect(await within(dialog).findByText('验证码错误')).toBeVisible();
    await expect(code).toHaveValue('0000');
    await userEvent.clear(code);
    await userEvent.type(code, '2026{Enter}');
    const done = await canvas.findByText('已成功报名“数字政府建设专题研修班”，可以开始学习了');
    await waitFor(() => expect(done).toHaveFocus());
    await waitFor(() => expect(within(card as HTMLElement).getByText('已报名')).toBeVisible());
  },
};

export const Paged: Story = {
  beforeEach: ({ msw }) => {
    // Thirty classes, one shown per page, named after the page the server was asked for.
    msw.use(
      contractHttp.post(tbtpPaths.list, async ({ request }) => {
        const { pagenum = 0 } = (await request.json()) as { pagenum?: number };
        return ok({ datalist: [{ tbtpId: `p${pagenum}`, name: `第${pagenum + 1}页的专题班`, requiredHours: 4 }], totalelements: 30, pagenum, pagesize: 12 });
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: '第1页的专题班' })).toBeVisible();
  },
};

export const PagedInteraction: Story = {
  ...Paged,
  name: 'Test: Paged',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await Paged.play!(context);
    const { canvas } = context;
    await userEvent.click(canvas.getByRole('button', { name: '第 2 页' }));
    await expect(await canvas.findByRole('link', { name: '第2页的专题班' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
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

export const NoClassesForTheFilter: Story = {
  args: { path: '/projectIndex?keyword=%E6%B2%A1%E6%9C%89' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无专题班，敬请期待')).toBeVisible();
  },
};

export const NoClassesForTheFilterInteraction: Story = {
  ...NoClassesForTheFilter,
  name: 'Test: No Classes For The Filter',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await NoClassesForTheFilter.play!(context);
    const { canvas } = context;
    await userEvent.click(canvas.getByRole('button', { name: '查看全部专题班' }));
    await expect(await canvas.findByRole('heading', { name: '专题班（共 12 个）' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(tbtpPaths.list, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载', { exact: true })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: '专题班', level: 2 })).toBeVisible();
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

export const OrganisersUnavailable: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(tbtpPaths.orgList, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('主办单位加载失败');
    await expect(await canvas.findByRole('heading', { name: '专题班（共 12 个）' })).toBeVisible();
  },
};

export const BlueTheme: Story = { globals: { theme: 'blue' } };

export const ElderMode: Story = { globals: { elder: true } };

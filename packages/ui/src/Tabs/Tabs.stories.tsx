import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Tabs, type TabItem } from './Tabs';

const studyCentreTabs: TabItem[] = [
  { value: 'courses', label: '我的课程', content: <p>正在学习的课程共 12 门。</p> },
  { value: 'classes', label: '我的专题班', content: <p>已报名的专题班共 3 个。</p> },
  { value: 'exams', label: '我的考试', content: <p>待参加的考试共 1 场。</p> },
  { value: 'password', label: '修改密码', content: <p>请定期更换密码。</p> },
];

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: { label: '学习中心', items: studyCentreTabs, onChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const DefaultInteraction: Story = {
  ...Default,
  name: 'Test: Default',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: '我的课程' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '我的专题班' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('已报名的专题班共 3 个。');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: '修改密码' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('password');
  },
};

const manyTabs: TabItem[] = [
  '年度学时',
  '我的课程',
  '我的专题班',
  '我的考试',
  '我的证书',
  '我的评价',
  '调查问卷',
  '学习档案',
  '消息中心',
  '我的讨论',
  '我的作业',
  '修改密码',
].map((label, index) => ({ value: `tab-${index}`, label, content: <p>{label}的内容</p> }));

export const ManyTabsWrapping: Story = {
  args: { items: manyTabs },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <Tabs {...args} />
    </div>
  ),
};

export const ManyTabsWrappingInteraction: Story = {
  ...ManyTabsWrapping,
  name: 'Test: Many Tabs Wrapping',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: '修改密码' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('修改密码的内容');
  },
};

/** One row that scrolls sideways: the chosen tab is brought into sight, the page does not move. */
export const ManyTabsScrolling: Story = {
  args: { items: manyTabs, overflow: 'scroll', defaultValue: 'tab-11' },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <Tabs {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist');
    const tops = canvas.getAllByRole('tab').map((tab) => tab.getBoundingClientRect().top);
    await expect(new Set(tops).size).toBe(1);
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    // The last tab, chosen from the address, is in sight.
    const last = canvas.getByRole('tab', { name: '修改密码' }).getBoundingClientRect();
    const box = list.getBoundingClientRect();
    await expect(last.right).toBeLessThanOrEqual(box.right + 1);
  },
};

export const ManyTabsScrollingInteraction: Story = {
  ...ManyTabsScrolling,
  name: 'Test: Many Tabs Scrolling',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await ManyTabsScrolling.play!(context);
    const { canvas } = context;
    const list = canvas.getByRole('tablist');
    await userEvent.click(canvas.getByRole('tab', { name: '修改密码' }));
    await userEvent.keyboard('{Home}');
    await expect(list.scrollLeft).toBe(0);
  },
};

export const DisabledTab: Story = {
  args: {
    items: studyCentreTabs.map((item) => (item.value === 'classes' ? { ...item, disabled: true } : item)),
  },
};

export const DisabledTabInteraction: Story = {
  ...DisabledTab,
  name: 'Test: Disabled Tab',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '我的考试' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: '我的专题班' })).toHaveAttribute('aria-selected', 'false');
  },
};

export const DefaultBlueTheme: Story = { args: { defaultValue: 'classes' }, globals: { theme: 'blue' } };

export const DefaultElderMode: Story = { globals: { elder: true } };

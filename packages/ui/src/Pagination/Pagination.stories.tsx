import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

// Keeps the page the way a screen would, so the story can be paged through.
function PagedList(props: PaginationProps) {
  const [position, setPosition] = useState({ page: props.page, pageSize: props.pageSize });
  return (
    <Pagination
      {...props}
      page={position.page}
      pageSize={position.pageSize}
      onChange={(page, pageSize) => {
        setPosition({ page, pageSize });
        props.onChange(page, pageSize);
      }}
    />
  );
}

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  args: { page: 1, pageSize: 10, total: 48, onChange: fn() },
  render: (args) => <PagedList {...args} />,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FewPages: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('共 48 条')).toBeVisible();
  },
};

export const FewPagesInteraction: Story = {
  ...FewPages,
  name: 'Test: Few Pages',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await FewPages.play!(context);
    const { canvas, args } = context;
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '第 2 页' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(2, 10);
    await expect(canvas.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
  },
};

export const ManyPagesAtStart: Story = {
  args: { total: 1000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '第 100 页' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '第 4 页' })).not.toBeInTheDocument();
  },
};

export const ManyPagesInTheMiddle: Story = {
  args: { total: 1000, page: 50 },
};

export const ManyPagesInTheMiddleInteraction: Story = {
  ...ManyPagesInTheMiddle,
  name: 'Test: Many Pages In The Middle',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('textbox', { name: '跳转到页码' });
    await userEvent.click(box);
    await userEvent.keyboard('{Control>}a{/Control}120{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(100, 10);
    await expect(canvas.getByRole('button', { name: '第 100 页' })).toHaveAttribute('aria-current', 'page');
  },
};

export const ManyPagesAtEnd: Story = {
  args: { total: 1000, page: 100 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '下一页' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const WithPageSizes: Story = {
  args: { total: 1000, page: 5, pageSizes: [10, 20, 50, 100] },
};

export const WithPageSizesInteraction: Story = {
  ...WithPageSizes,
  name: 'Test: With Page Sizes',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: '每页条数' })).toHaveFocus();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '每页条数' }), '20 条/页');
    await expect(args.onChange).toHaveBeenCalledWith(3, 20);
  },
};

export const SinglePage: Story = { args: { total: 6 } };

export const ManyPagesBlueTheme: Story = { args: { total: 1000, page: 50, pageSizes: [10, 20] }, globals: { theme: 'blue' } };

export const ManyPagesElderMode: Story = { args: { total: 1000, page: 50, pageSizes: [10, 20] }, globals: { elder: true } };

/** Under a list: apart from it and centred, as on every list of the portal and the admin site. */
export const UnderAList: Story = {
  render: (args) => (
    <div style={{ width: 720 }}>
      <ul aria-label="示例列表" style={{ margin: 0, padding: 0, listStyle: 'none', border: '1px solid #dcdfe6' }}>
        <li>第一条</li>
        <li>第二条</li>
      </ul>
      <PagedList {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: '示例列表' }).getBoundingClientRect();
    const bar = canvas.getByRole('navigation', { name: '分页' });
    const items = Array.from(bar.children, (child) => child.getBoundingClientRect());
    await expect(Math.round(bar.getBoundingClientRect().top - list.bottom)).toBe(24);
    const left = Math.min(...items.map((item) => item.left)) - list.left;
    const right = list.right - Math.max(...items.map((item) => item.right));
    await expect(Math.abs(left - right)).toBeLessThan(1);
  },
};

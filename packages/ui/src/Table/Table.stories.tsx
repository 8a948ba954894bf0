import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { Table, type TableColumn } from './Table';

interface Course {
  id: number;
  name: string;
  teacher: string;
  category: string;
  hours: number;
}

const courses: Course[] = [
  { id: 1, name: '习近平新时代中国特色社会主义思想概论', teacher: '王建国', category: '理论教育', hours: 2 },
  { id: 2, name: '中华人民共和国民法典解读', teacher: '李秀英', category: '法律法规', hours: 1.5 },
  { id: 3, name: '党史学习教育专题讲座', teacher: '陈志强', category: '党史学习', hours: 3 },
  { id: 4, name: '公文写作与处理规范', teacher: '刘芳', category: '业务能力', hours: 1 },
];

const columns: TableColumn<Course>[] = [
  { key: 'name', title: '课程名称' },
  { key: 'teacher', title: '授课教师', width: 120 },
  { key: 'category', title: '课程分类', width: 120, align: 'center' },
  { key: 'hours', title: '学时', width: 80, align: 'right' },
];

const onDetail = fn();
const onEdit = fn();

const meta = {
  title: 'Content/Table',
  component: Table<Course>,
  args: { caption: '课程列表', columns, rows: courses, rowKey: 'id' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Table<Course>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: '课程列表' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(courses.length + 1);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '课程列表' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无数据')).toBeVisible();
  },
};

export const CustomCellRender: Story = {
  args: {
    captionHidden: true,
    columns: [
      ...columns,
      {
        key: 'actions',
        title: '操作',
        width: 160,
        align: 'center',
        render: (row) => (
          <span style={{ display: 'inline-flex', gap: 4 }}>
            <Button variant="text" size="small" aria-label={`详情：${row.name}`} onClick={() => onDetail(row.id)}>
              详情
            </Button>
            <Button variant="text" size="small" aria-label={`编辑：${row.name}`} onClick={() => onEdit(row.id)}>
              编辑
            </Button>
          </span>
        ),
      },
    ],
  },
};

export const CustomCellRenderInteraction: Story = {
  ...CustomCellRender,
  name: 'Test: Custom Cell Render',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas }) => {
    onEdit.mockClear();
    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: '课程列表' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '编辑：习近平新时代中国特色社会主义思想概论' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onEdit).toHaveBeenCalledWith(1);
  },
};

export const DataBlueTheme: Story = { globals: { theme: 'blue' } };

export const DataElderMode: Story = { globals: { elder: true } };

export const CustomCellRenderElderMode: Story = { ...CustomCellRender, globals: { elder: true } };

export const CustomCellRenderElderModeInteraction: Story = {
  ...CustomCellRenderElderMode,
  name: 'Test: Custom Cell Render Elder Mode',
  tags: ['!autodocs', 'interaction'],
  play: CustomCellRenderInteraction.play,
};

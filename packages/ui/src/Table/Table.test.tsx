import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { isLoadingWithin } from '../Loading';
import { expectNoAxeViolations } from '../testing/axe';
import { Table, type TableColumn } from './Table';

interface Course {
  id: number;
  name: string;
  teacher: string;
  hours: number;
}

const rows: Course[] = [
  { id: 1, name: '习近平新时代中国特色社会主义思想概论', teacher: '王建国', hours: 2 },
  { id: 2, name: '中华人民共和国民法典解读', teacher: '李秀英', hours: 1.5 },
];

const columns: TableColumn<Course>[] = [
  { key: 'name', title: '课程名称' },
  { key: 'teacher', title: '授课教师', width: 120 },
  { key: 'hours', title: '学时', align: 'right', render: (row) => `${row.hours} 学时` },
];

describe('Table', () => {
  it('is a real table named by its caption, with column headers', () => {
    render(<Table caption="课程列表" columns={columns} rows={rows} rowKey="id" />);
    const table = screen.getByRole('table', { name: '课程列表' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['课程名称', '授课教师', '学时']);
    expect(headers.every((header) => header.tagName === 'TH' && header.getAttribute('scope') === 'col')).toBe(true);
    expect(headers[1]).toHaveStyle({ width: '120px' });
    expect(headers[2]).toHaveAttribute('data-align', 'right');
  });

  it('shows row fields, or what a column renders', () => {
    render(<Table caption="课程列表" columns={columns} rows={rows} rowKey={(row) => row.id} />);
    const bodyRows = screen.getAllByRole('row').slice(1);
    expect(bodyRows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['习近平新时代中国特色社会主义思想概论', '王建国', '2 学时'],
      ['中华人民共和国民法典解读', '李秀英', '1.5 学时'],
    ]);
  });

  it('marks itself busy and shows placeholder rows while loading', () => {
    render(<Table caption="课程列表" columns={columns} rows={rows} rowKey="id" loading skeletonRows={3} />);
    expect(screen.getByRole('region', { name: '课程列表' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByText('王建国')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('加载中');
  });

  it('says 暂无数据 when there are no rows, or what it is told', () => {
    const { rerender } = render(<Table caption="课程列表" columns={columns} rows={[]} rowKey="id" />);
    expect(screen.getByText('暂无数据')).toBeVisible();
    expect(screen.getByRole('cell')).toHaveAttribute('colspan', '3');
    expect(screen.getByRole('region')).not.toHaveAttribute('aria-busy');
    rerender(<Table caption="课程列表" columns={columns} rows={[]} rowKey="id" empty="没有符合条件的课程" />);
    expect(screen.getByText('没有符合条件的课程')).toBeVisible();
    rerender(<Table caption="课程列表" columns={columns} rows={[]} rowKey="id" loading />);
    expect(screen.queryByText('没有符合条件的课程')).not.toBeInTheDocument();
  });

  it('can keep its caption for screen readers only', () => {
    render(<Table caption="课程列表" captionHidden columns={columns} rows={rows} rowKey="id" />);
    expect(screen.getByRole('table', { name: '课程列表' })).toBeInTheDocument();
    expect(screen.getByText('课程列表').closest('caption')).toHaveAttribute('data-hidden', 'true');
  });

  it('can be scrolled and its actions used from the keyboard', async () => {
    const onDetail = vi.fn();
    render(
      <Table
        caption="课程列表"
        columns={[...columns, { key: 'actions', title: '操作', render: (row) => <Button variant="text" action="detail" aria-label={`详情：${row.name}`} onClick={() => onDetail(row.id)} /> }]}
        rows={rows}
        rowKey="id"
      />,
    );
    await userEvent.tab();
    expect(screen.getByRole('region', { name: '课程列表' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '详情：中华人民共和国民法典解读' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onDetail).toHaveBeenCalledWith(2);
  });

  it('gives the loading signal while loading, and lifts it when its rows arrive', () => {
    const { container, rerender } = render(<Table caption="课程列表" columns={columns} rows={[]} rowKey="id" loading />);
    expect(isLoadingWithin(container)).toBe(true);
    rerender(<Table caption="课程列表" columns={columns} rows={rows} rowKey="id" />);
    expect(isLoadingWithin(container)).toBe(false);
  });

  it('has no accessibility violations with data, while loading and when empty', async () => {
    for (const props of [{}, { loading: true }, { rows: [] }]) {
      const { container, unmount } = render(<Table caption="课程列表" columns={columns} rows={rows} rowKey="id" {...props} />);
      await expectNoAxeViolations(container);
      unmount();
    }
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { Pagination } from './Pagination';
import { pageList } from './pageList';

const shownSlots = () =>
  within(screen.getByRole('navigation', { name: '分页' }))
    .getAllByRole('listitem', { hidden: true })
    .map((item) => item.textContent);

describe('pageList', () => {
  it('shows every page when there are few', () => {
    expect(pageList(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageList(1, 1)).toEqual([1]);
  });

  it('keeps the first, the last and two either side of the current page, with gaps between', () => {
    expect(pageList(1, 20)).toEqual([1, 2, 3, 'gap', 20]);
    expect(pageList(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    expect(pageList(20, 20)).toEqual([1, 'gap', 18, 19, 20]);
  });

  it('shows a single missing page instead of an ellipsis', () => {
    expect(pageList(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 20]);
  });
});

describe('Pagination', () => {
  it('shows the total, the pages with ellipses and marks the current page', () => {
    render(<Pagination page={10} pageSize={10} total={200} onChange={vi.fn()} />);
    expect(screen.getByText('共 200 条')).toBeInTheDocument();
    expect(shownSlots()).toEqual(['1', '…', '8', '9', '10', '11', '12', '…', '20']);
    expect(screen.getByRole('button', { name: '第 10 页' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '第 9 页' })).not.toHaveAttribute('aria-current');
  });

  it('goes to the previous, next and a chosen page', async () => {
    const onChange = vi.fn();
    render(<Pagination page={3} pageSize={10} total={95} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: '上一页' }));
    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    await userEvent.click(screen.getByRole('button', { name: '第 10 页' }));
    await userEvent.click(screen.getByRole('button', { name: '第 3 页' }));
    expect(onChange.mock.calls).toEqual([
      [2, 10],
      [4, 10],
      [10, 10],
    ]);
  });

  it('cannot go before the first or past the last page', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<Pagination page={1} pageSize={10} total={30} onChange={onChange} />);
    expect(screen.getByRole('button', { name: '上一页' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('button', { name: '上一页' }));
    rerender(<Pagination page={3} pageSize={10} total={30} onChange={onChange} />);
    expect(screen.getByRole('button', { name: '下一页' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('jumps with the keyboard from the 前往 box, clamping pages out of range', async () => {
    const onChange = vi.fn();
    render(<Pagination page={2} pageSize={10} total={200} onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: '跳转到页码' });
    expect(box).toHaveValue('2');
    box.focus();
    await userEvent.keyboard('{Control>}a{/Control}7');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(7, 10);
    await userEvent.keyboard('{Control>}a{/Control}999{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(20, 10);
    await userEvent.keyboard('{Control>}a{/Control}0{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(1, 10);
    await userEvent.keyboard('{Control>}a{/Control}abc{Enter}');
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(box).toHaveValue('2');
  });

  it('reaches the page numbers by Tab and presses them with Enter', async () => {
    const onChange = vi.fn();
    render(<Pagination page={1} pageSize={10} total={30} onChange={onChange} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '上一页' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '第 2 页' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(2, 10);
  });

  it('offers page sizes and keeps the first row in view when the size changes', async () => {
    const onChange = vi.fn();
    render(<Pagination page={5} pageSize={10} total={200} pageSizes={[10, 20, 50]} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: '每页条数' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['10 条/页', '20 条/页', '50 条/页']);
    await userEvent.selectOptions(select, '20 条/页');
    expect(onChange).toHaveBeenCalledWith(3, 20);
    await userEvent.selectOptions(select, '50 条/页');
    expect(onChange).toHaveBeenLastCalledWith(1, 50);
  });

  it('hides itself on a single page only when asked', () => {
    const { rerender } = render(<Pagination page={1} pageSize={10} total={8} onChange={vi.fn()} hideOnSinglePage />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    rerender(<Pagination page={1} pageSize={10} total={8} onChange={vi.fn()} />);
    expect(shownSlots()).toEqual(['1']);
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<Pagination page={10} pageSize={10} total={200} pageSizes={[10, 20]} onChange={vi.fn()} />);
    await expectNoAxeViolations(container);
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { Button } from './Button';

describe('Button', () => {
  it('labels standard actions with the product texts', () => {
    render(
      <>
        {(['cancel', 'delete', 'detail', 'edit', 'create', 'save', 'query'] as const).map((action) => (
          <Button key={action} action={action} />
        ))}
      </>,
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['取消', '删除', '详情', '编辑', '新建', '保存', '查询']);
  });

  it('is pressed with the mouse, Enter and Space', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>提交评价</Button>);
    await userEvent.click(screen.getByRole('button', { name: '提交评价' }));
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('ignores presses while disabled or loading, but stays focusable', async () => {
    const onClick = vi.fn();
    const { rerender } = render(<Button disabled onClick={onClick} action="save" />);
    const button = screen.getByRole('button', { name: '保存' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    rerender(<Button loading onClick={onClick} action="save" />);
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    button.blur();
    await userEvent.tab();
    expect(button).toHaveFocus();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not submit its form while loading', async () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading action="save" />
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(
      <>
        <Button variant="primary" action="save" />
        <Button variant="danger" action="delete" />
        <Button variant="text" action="detail" />
        <Button loading action="query" />
        <Button disabled action="edit" />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});

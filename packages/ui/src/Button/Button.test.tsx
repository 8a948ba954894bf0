import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LinkProvider } from '../LinkProvider';
import { sampleLink } from '../LinkProvider/sampleLink';
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

  it("with href is a link drawn as a button, through the app's link component", async () => {
    const open = vi.fn();
    const onClick = vi.fn();
    const ref = createRef<HTMLAnchorElement>();
    render(
      <LinkProvider component={sampleLink(open)}>
        <Button ref={ref} href="/liveInit?id=live-01" variant="primary" size="small" block icon="▶" onClick={onClick}>
          进入直播间
        </Button>
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: '进入直播间' });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(link).toHaveAttribute('href', '/liveInit?id=live-01');
    expect(link).toHaveAttribute('data-app-link');
    expect(link).toHaveAttribute('data-variant', 'primary');
    expect(link).toHaveAttribute('data-size', 'small');
    expect(link).toHaveAttribute('data-block', 'true');
    expect(link.className).not.toBe('');
    expect(ref.current).toBe(link);
    await userEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('/liveInit?id=live-01');
  });

  it('with href and no link provider is a plain anchor', () => {
    render(<Button href="/subcourse?id=c01">开始学习</Button>);
    const link = screen.getByRole('link', { name: '开始学习' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '/subcourse?id=c01');
    expect(link).not.toHaveAttribute('data-app-link');
  });

  it('as a disabled or loading link leads nowhere, but stays a focusable link', async () => {
    const open = vi.fn();
    const onClick = vi.fn();
    const { rerender } = render(
      <LinkProvider component={sampleLink(open)}>
        <Button href="/previewList" disabled onClick={onClick}>
          查看结果
        </Button>
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: '查看结果' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(link).not.toHaveAttribute('href');
    expect(link).not.toHaveAttribute('data-app-link');
    await userEvent.tab();
    expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(link);
    rerender(
      <LinkProvider component={sampleLink(open)}>
        <Button href="/previewList" loading onClick={onClick}>
          查看结果
        </Button>
      </LinkProvider>,
    );
    const busy = screen.getByRole('link', { name: '查看结果' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).not.toHaveAttribute('href');
    await userEvent.click(busy);
    expect(onClick).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(
      <>
        <Button variant="primary" action="save" />
        <Button variant="danger" action="delete" />
        <Button variant="text" action="detail" />
        <Button loading action="query" />
        <Button disabled action="edit" />
        <Button href="/subcourse?id=c01" variant="primary">
          开始学习
        </Button>
        <Button href="/previewList" disabled>
          查看结果
        </Button>
        <Button href="/previewList" loading>
          填写问卷
        </Button>
      </>,
    );
    await expectNoAxeViolations(container);
  });
});

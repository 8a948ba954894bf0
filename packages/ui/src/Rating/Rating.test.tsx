import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { Rating, type RatingProps } from './Rating';

const fills = (container: HTMLElement) => Array.from(container.querySelectorAll('[data-fill]')).map((star) => star.getAttribute('data-fill'));

function ControlledRating({ initial, onChange, ...rest }: Omit<RatingProps, 'value'> & { initial: number }) {
  const [value, setValue] = useState(initial);
  return (
    <Rating
      {...rest}
      value={value}
      onChange={(score) => {
        setValue(score);
        onChange?.(score);
      }}
    />
  );
}

describe('Rating', () => {
  it('shows a read-only score as one named picture, with a half star for odd scores', () => {
    const { container } = render(<Rating value={7} />);
    expect(screen.getByRole('img', { name: '评分 7 分' })).toBeInTheDocument();
    expect(fills(container)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('keeps scores within 0 to 10 and names the dimension rated', () => {
    const { container, rerender } = render(<Rating value={14} label="立场观点正确" />);
    expect(screen.getByRole('img', { name: '立场观点正确 10 分' })).toBeInTheDocument();
    rerender(<Rating value={-3} label="立场观点正确" />);
    expect(screen.getByRole('img', { name: '立场观点正确 0 分' })).toBeInTheDocument();
    expect(fills(container)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });

  it('offers five stars worth 2 points each when it can be changed', async () => {
    const onChange = vi.fn();
    render(<Rating value={0} onChange={onChange} label="注重问题导向" />);
    const group = screen.getByRole('radiogroup', { name: '注重问题导向' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual(['1 星', '2 星', '3 星', '4 星', '5 星']);
    await userEvent.click(screen.getByRole('radio', { name: '4 星' }));
    expect(onChange).toHaveBeenCalledWith(8);
  });

  it('is changed with the arrow keys', async () => {
    const onChange = vi.fn();
    render(<ControlledRating initial={6} onChange={onChange} />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: '3 星' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 星' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('radio', { name: '2 星' })).toBeChecked();
    expect(onChange.mock.calls.map(([score]) => score as number)).toEqual([8, 6, 4]);
  });

  it('previews the score under the pointer and shows it when asked', async () => {
    const { container } = render(<Rating value={4} onChange={vi.fn()} showScore />);
    await userEvent.hover(screen.getByRole('radio', { name: '5 星' }).parentElement!);
    expect(fills(container)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(screen.getByText('10 分')).toBeInTheDocument();
    await userEvent.unhover(screen.getByRole('radiogroup'));
    expect(fills(container)).toEqual(['full', 'full', 'empty', 'empty', 'empty']);
    expect(screen.getByText('4 分')).toBeInTheDocument();
  });

  it('refuses changes while disabled', async () => {
    const onChange = vi.fn();
    render(<Rating value={6} onChange={onChange} disabled />);
    await userEvent.click(screen.getByRole('radio', { name: '5 星' }));
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('radio', { name: '5 星' })).toBeDisabled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('is named by its visible label in a form of several dimensions', () => {
    render(<Rating value={8} onChange={vi.fn()} label="内容丰富全面" showLabel />);
    expect(screen.getByRole('radiogroup', { name: '内容丰富全面' })).toBeInTheDocument();
    expect(screen.getByText('内容丰富全面')).toBeVisible();
  });

  it('has no accessibility violations, read-only or interactive', async () => {
    const { container } = render(
      <>
        <Rating value={7} showScore />
        <Rating value={8} onChange={vi.fn()} label="课程生动形象" showLabel showScore />
        <Rating value={6} onChange={vi.fn()} label="教学切实有效" disabled />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});

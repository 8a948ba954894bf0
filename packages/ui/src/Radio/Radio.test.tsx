import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { Radio } from './Radio';
import { RadioGroup, type RadioGroupOption } from './RadioGroup';

const kinds: RadioGroupOption[] = [
  { value: 'required', label: '必修' },
  { value: 'elective', label: '选修' },
  { value: 'exam', label: '考试', disabled: true },
  { value: 'all', label: '全部' },
];

describe('Radio', () => {
  it('is a native radio button named by its label', async () => {
    const ref = createRef<HTMLInputElement>();
    render(<Radio ref={ref} name="kind" value="required" label="必修" />);
    const radio = screen.getByRole('radio', { name: '必修' });
    expect(ref.current).toBe(radio);
    await userEvent.click(screen.getByText('必修'));
    expect(radio).toBeChecked();
  });
});

describe('RadioGroup', () => {
  it('is a radiogroup named by its label', () => {
    render(<RadioGroup label="课程类型" options={kinds} defaultValue="elective" />);
    const group = screen.getByRole('radiogroup', { name: '课程类型' });
    expect(within(group).getAllByRole('radio')).toHaveLength(4);
    expect(within(group).getByRole('radio', { name: '选修' })).toBeChecked();
  });

  it('is entered on the chosen radio with Tab and moved through with the arrow keys, skipping disabled ones', async () => {
    const onChange = vi.fn();
    render(
      <>
        <RadioGroup label="课程类型" options={kinds} defaultValue="elective" onChange={onChange} />
        <button type="button">查询</button>
      </>,
    );
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: '选修' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: '全部' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: '全部' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('all');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '必修' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: '全部' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '考试' })).not.toBeChecked();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '查询' })).toHaveFocus();
  });

  it('follows a controlled value', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<RadioGroup label="课程类型" options={kinds} value="required" onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: '选修' }));
    expect(onChange).toHaveBeenCalledWith('elective');
    expect(screen.getByRole('radio', { name: '必修' })).toBeChecked();
    rerender(<RadioGroup label="课程类型" options={kinds} value="elective" onChange={onChange} />);
    expect(screen.getByRole('radio', { name: '选修' })).toBeChecked();
  });

  it('disables every radio at once', () => {
    render(<RadioGroup label="课程类型" options={kinds} disabled />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });

  it('takes its name, descriptions and invalid state from outside', () => {
    render(
      <>
        <span id="label">课程类型</span>
        <span id="error">请选择课程类型</span>
        <RadioGroup aria-labelledby="label" aria-describedby="error" aria-invalid options={kinds} />
      </>,
    );
    const group = screen.getByRole('radiogroup', { name: '课程类型' });
    expect(group).toHaveAccessibleDescription('请选择课程类型');
    expect(group).toHaveAttribute('aria-invalid', 'true');
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<RadioGroup label="课程类型" options={kinds} defaultValue="required" invalid />);
    await expectNoAxeViolations(container);
  });
});

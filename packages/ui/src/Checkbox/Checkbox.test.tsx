import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { Checkbox } from './Checkbox';
import { CheckboxGroup, type CheckboxGroupOption } from './CheckboxGroup';

const ways: CheckboxGroupOption[] = [
  { value: 'video', label: '视频课程' },
  { value: 'text', label: '图文课程' },
  { value: 'live', label: '直播' },
  { value: 'offline', label: '线下培训', disabled: true },
];

describe('Checkbox', () => {
  it('is a native checkbox named by its label and checked with Space', async () => {
    const onChange = vi.fn();
    const ref = createRef<HTMLInputElement>();
    render(<Checkbox ref={ref} label="我已阅读并同意学员守则" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: '我已阅读并同意学员守则' });
    expect(ref.current).toBe(box);
    await userEvent.tab();
    expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByText('我已阅读并同意学员守则'));
    expect(box).not.toBeChecked();
  });

  it('shows the indeterminate state and keeps it in step with the prop', async () => {
    const { rerender } = render(<Checkbox label="全部课程" indeterminate checked={false} onChange={() => undefined} />);
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: '全部课程' });
    expect(box.indeterminate).toBe(true);
    await userEvent.click(box);
    expect(box.indeterminate).toBe(true);
    rerender(<Checkbox label="全部课程" checked onChange={() => undefined} />);
    expect(box.indeterminate).toBe(false);
    expect(box).toBeChecked();
  });

  it('cannot be changed while disabled', async () => {
    render(<Checkbox label="记住我" disabled />);
    const box = screen.getByRole('checkbox', { name: '记住我' });
    await userEvent.click(box);
    expect(box).toBeDisabled();
    expect(box).not.toBeChecked();
  });

  it('marks an invalid choice', () => {
    render(<Checkbox label="我已阅读并同意学员守则" invalid />);
    expect(screen.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('CheckboxGroup', () => {
  it('is a fieldset named by its legend, checked from the keyboard, reporting values in order', async () => {
    const onChange = vi.fn();
    render(<CheckboxGroup legend="学习方式" options={ways} onChange={onChange} />);
    const group = screen.getByRole('group', { name: '学习方式' });
    await userEvent.tab();
    await userEvent.tab();
    expect(within(group).getByRole('checkbox', { name: '图文课程' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab({ shift: true });
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['video', 'text']);
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['text']);
    expect(within(group).getByRole('checkbox', { name: '线下培训' })).toBeDisabled();
  });

  it('follows a controlled value', () => {
    const { rerender } = render(<CheckboxGroup legend="学习方式" options={ways} value={['live']} onChange={() => undefined} />);
    expect(screen.getByRole('checkbox', { name: '直播' })).toBeChecked();
    rerender(<CheckboxGroup legend="学习方式" options={ways} value={['video']} onChange={() => undefined} />);
    expect(screen.getByRole('checkbox', { name: '直播' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: '视频课程' })).toBeChecked();
  });

  it('disables every checkbox at once', () => {
    render(<CheckboxGroup legend="学习方式" options={ways} disabled />);
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
  });

  it('takes its name and descriptions from outside, with invalid checkboxes', () => {
    render(
      <>
        <span id="label">学习方式</span>
        <span id="error">请至少选择一种学习方式</span>
        <CheckboxGroup aria-labelledby="label" aria-describedby="error" aria-invalid options={ways} />
      </>,
    );
    const group = screen.getByRole('group', { name: '学习方式' });
    expect(group).toHaveAccessibleDescription('请至少选择一种学习方式');
    expect(within(group).getByRole('checkbox', { name: '视频课程' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('has no accessibility violations', async () => {
    const { container } = render(
      <>
        <CheckboxGroup legend="学习方式" options={ways} defaultValue={['video']} />
        <Checkbox label="全部课程" indeterminate />
        <Checkbox label="记住我" disabled defaultChecked />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});

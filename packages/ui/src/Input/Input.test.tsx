import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState, type Ref } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { Input, type InputProps } from './Input';

function LabelledInput({ label = '手机号码', ...props }: InputProps & { label?: string; ref?: Ref<HTMLInputElement> }) {
  return (
    <>
      <label htmlFor="field">{label}</label>
      <Input id="field" {...props} />
    </>
  );
}

function ControlledInput(props: InputProps & { initial?: string; onValue?: (value: string) => void }) {
  const { initial = '', onValue, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <LabelledInput
      {...rest}
      value={value}
      onChange={(event) => {
        setValue(event.target.value);
        onValue?.(event.target.value);
      }}
    />
  );
}

describe('Input', () => {
  it('is a labelled text field whose ref is the native input', async () => {
    const ref = createRef<HTMLInputElement>();
    render(<LabelledInput ref={ref} placeholder="请输入手机号码" />);
    const field = screen.getByRole('textbox', { name: '手机号码' });
    expect(ref.current).toBe(field);
    expect(field).toHaveAttribute('placeholder', '请输入手机号码');
    await userEvent.type(field, '13800138000');
    expect(field).toHaveValue('13800138000');
  });

  it('shows and hides a password from the keyboard, keeping the value', async () => {
    render(<LabelledInput label="新密码" type="password" />);
    const field = screen.getByLabelText('新密码');
    await userEvent.tab();
    expect(field).toHaveFocus();
    await userEvent.keyboard('Abc123!?');
    expect(field).toHaveAttribute('type', 'password');

    await userEvent.tab();
    const toggle = screen.getByRole('button', { name: '显示密码' });
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard(' ');
    expect(field).toHaveAttribute('type', 'text');
    expect(field).toHaveValue('Abc123!?');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{Enter}');
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveValue('Abc123!?');
  });

  it('keeps the caret in the password field when the toggle is clicked', async () => {
    render(<LabelledInput label="新密码" type="password" defaultValue="Abc123!?" />);
    const field = screen.getByLabelText<HTMLInputElement>('新密码');
    await userEvent.click(field);
    field.setSelectionRange(3, 3);
    await userEvent.click(screen.getByRole('button', { name: '显示密码' }));
    expect(field).toHaveAttribute('type', 'text');
    expect(field).toHaveFocus();
    expect(field.selectionStart).toBe(3);
    expect(field.selectionEnd).toBe(3);
  });

  it('clears its value with the clear button, from the keyboard, and returns to the field', async () => {
    const onValue = vi.fn();
    const onClear = vi.fn();
    render(<ControlledInput clearable onClear={onClear} onValue={onValue} />);
    expect(screen.queryByRole('button', { name: '清空' })).not.toBeInTheDocument();
    await userEvent.tab();
    await userEvent.keyboard('党史');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '清空' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const field = screen.getByRole('textbox', { name: '手机号码' });
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    expect(onValue).toHaveBeenLastCalledWith('');
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: '清空' })).not.toBeInTheDocument();
  });

  it('clears an uncontrolled field too', async () => {
    render(<LabelledInput clearable defaultValue="廉政" />);
    await userEvent.click(screen.getByRole('button', { name: '清空' }));
    expect(screen.getByRole('textbox', { name: '手机号码' })).toHaveValue('');
  });

  it('offers no clear button when disabled or read-only', () => {
    const { unmount } = render(<LabelledInput clearable disabled defaultValue="廉政" />);
    expect(screen.getByRole('textbox', { name: '手机号码' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '清空' })).not.toBeInTheDocument();
    unmount();
    render(<LabelledInput clearable readOnly value="廉政" />);
    expect(screen.queryByRole('button', { name: '清空' })).not.toBeInTheDocument();
  });

  it('marks an invalid value', () => {
    const { rerender } = render(<LabelledInput invalid />);
    expect(screen.getByRole('textbox', { name: '手机号码' })).toHaveAttribute('aria-invalid', 'true');
    rerender(<LabelledInput />);
    expect(screen.getByRole('textbox', { name: '手机号码' })).not.toHaveAttribute('aria-invalid');
    rerender(<LabelledInput aria-invalid />);
    expect(screen.getByRole('textbox', { name: '手机号码' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('passes the other field types through', () => {
    const { rerender } = render(<LabelledInput type="tel" />);
    expect(screen.getByRole('textbox', { name: '手机号码' })).toHaveAttribute('type', 'tel');
    rerender(<LabelledInput type="number" />);
    expect(screen.getByRole('spinbutton', { name: '手机号码' })).toBeInTheDocument();
    rerender(<LabelledInput type="search" />);
    expect(screen.getByRole('searchbox', { name: '手机号码' })).toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(
      <>
        <LabelledInput type="password" clearable defaultValue="Abc123!?" invalid />
        <label htmlFor="other">短信验证码</label>
        <Input id="other" disabled />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CaptchaField } from '../CaptchaField';
import { CountdownButton } from '../CountdownButton';
import { Input } from '../Input';
import { RadioGroup } from '../Radio';
import { Select } from '../Select';
import { expectNoAxeViolations } from '../testing/axe';
import { FormItem } from './FormItem';

const PHONE = /^(1[3-9]\d{9}|0\d{2,3}-\d{7,8})$/;

function PhoneForm({ onSubmit }: { onSubmit: (phone: string) => void }) {
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = phone === '' ? '请输入手机号码' : PHONE.test(phone) ? undefined : '请输入正确的手机号';
    setError(next);
    if (!next) onSubmit(phone);
  };
  return (
    <form noValidate onSubmit={submit}>
      <FormItem label="手机号码" required error={error} help="仅用于接收验证码">
        <Input type="tel" value={phone} onChange={(event) => setPhone(event.target.value)} />
      </FormItem>
      <button type="submit">确定</button>
    </form>
  );
}

describe('FormItem', () => {
  it('labels a native input, announcing the required marker as 必填', () => {
    render(
      <FormItem label="手机号码" required>
        <Input type="tel" />
      </FormItem>,
    );
    const field = screen.getByRole('textbox', { name: '手机号码 必填' });
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('手机号码').closest('label')).toHaveAttribute('for', field.id);
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(field).not.toHaveAttribute('aria-describedby');
  });

  it('describes the control by its help and error, and marks it invalid while there is an error', () => {
    const { rerender } = render(
      <FormItem label="新密码" help="密码长度8位以上">
        <Input type="password" aria-describedby="caps-lock" />
      </FormItem>,
    );
    const field = screen.getByLabelText('新密码');
    expect(field).toHaveAccessibleDescription('密码长度8位以上');
    expect(field).not.toHaveAttribute('aria-invalid');

    rerender(
      <FormItem label="新密码" help="密码长度8位以上" error="必须包含大、小写字母和数字以及特殊字符；可用字符 @!#%^*().?">
        <Input type="password" aria-describedby="caps-lock" />
      </FormItem>,
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field.getAttribute('aria-describedby')?.split(' ')).toHaveLength(3);
    expect(field.getAttribute('aria-describedby')).toMatch(/^caps-lock /);
    expect(field).toHaveAccessibleDescription('密码长度8位以上 必须包含大、小写字母和数字以及特殊字符；可用字符 @!#%^*().?');
    const message = screen.getByText('必须包含大、小写字母和数字以及特殊字符；可用字符 @!#%^*().?');
    expect(message).toHaveAttribute('aria-live', 'polite');
    expect(message).not.toHaveAttribute('role');
  });

  it('keeps the live region in the page before the error arrives, so the message is announced', async () => {
    const onSubmit = vi.fn();
    render(<PhoneForm onSubmit={onSubmit} />);
    const field = screen.getByRole('textbox', { name: '手机号码 必填' });
    const region = document.querySelector('[aria-live="polite"]');
    expect(region).toBeEmptyDOMElement();

    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(region).toHaveTextContent('请输入手机号码');
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await userEvent.keyboard('1380013{Enter}');
    expect(region).toHaveTextContent('请输入正确的手机号');

    await userEvent.keyboard('8000{Enter}');
    expect(region).toBeEmptyDOMElement();
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(field).toHaveAccessibleDescription('仅用于接收验证码');
    expect(onSubmit).toHaveBeenCalledWith('13800138000');
  });

  it('names custom controls through aria-labelledby and focuses them from the label', async () => {
    render(
      <>
        <FormItem label="课程分类" error="请选择...">
          <Select options={[{ value: 'law', label: '法治建设' }]} />
        </FormItem>
        <FormItem label="课程类型">
          <RadioGroup
            options={[
              { value: 'required', label: '必修' },
              { value: 'elective', label: '选修' },
            ]}
            defaultValue="elective"
          />
        </FormItem>
      </>,
    );
    const combobox = screen.getByRole('combobox', { name: '课程分类' });
    expect(combobox).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByText('课程分类'));
    expect(combobox).toHaveFocus();
    expect(screen.getByRole('radiogroup', { name: '课程类型' })).toBeInTheDocument();
    await userEvent.click(screen.getByText('课程类型'));
    expect(screen.getByRole('radio', { name: '选修' })).toHaveFocus();
  });

  it('labels a captcha field in its place, with the send-code button beside the SMS code', () => {
    render(
      <>
        <FormItem label="图片验证码" required error="请输入图片验证码">
          <CaptchaField value="" onChange={() => undefined} imageSrc="iVBORw0KGgo=" onRefresh={() => undefined} />
        </FormItem>
        <FormItem label="短信验证码" required addon={<CountdownButton onRequest={() => true} />}>
          <Input />
        </FormItem>
      </>,
    );
    expect(screen.getByRole('textbox', { name: '图片验证码 必填' })).toHaveAccessibleDescription('请输入图片验证码');
    expect(screen.getAllByText('图片验证码')).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: '短信验证码 必填' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeInTheDocument();
  });

  it('keeps an id the control already has', () => {
    render(
      <FormItem label="原密码">
        <Input id="old-password" type="password" />
      </FormItem>,
    );
    expect(screen.getByLabelText('原密码')).toHaveAttribute('id', 'old-password');
  });

  it('has no accessibility violations', async () => {
    const { container } = render(
      <form>
        <FormItem label="手机号码" required error="请输入正确的手机号" help="仅用于接收验证码">
          <Input type="tel" defaultValue="1380013" />
        </FormItem>
        <FormItem label="确认密码" required error="两次输入密码不一致!">
          <Input type="password" />
        </FormItem>
        <FormItem label="课程分类">
          <Select options={[{ value: 'law', label: '法治建设' }]} />
        </FormItem>
      </form>,
    );
    await expectNoAxeViolations(container);
  });
});

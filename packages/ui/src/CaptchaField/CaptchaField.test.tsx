import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { CaptchaField, toCaptchaImageSrc, type CaptchaFieldProps } from './CaptchaField';

type Props = Omit<CaptchaFieldProps, 'value' | 'onChange' | 'onRefresh'> & Partial<Pick<CaptchaFieldProps, 'onChange' | 'onRefresh'>>;

function Captcha({ onChange, onRefresh = () => undefined, ...props }: Props) {
  const [value, setValue] = useState('');
  return (
    <CaptchaField
      imageSrc="iVBORw0KGgo="
      {...props}
      value={value}
      onRefresh={onRefresh}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('toCaptchaImageSrc', () => {
  it('makes bare base64 a PNG data URL and keeps addresses', () => {
    expect(toCaptchaImageSrc('iVBORw0K\nGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(toCaptchaImageSrc('data:image/jpeg;base64,/9j/4AAQ')).toBe('data:image/jpeg;base64,/9j/4AAQ');
    expect(toCaptchaImageSrc('/api/captcha.png')).toBe('/api/captcha.png');
    expect(toCaptchaImageSrc('  ')).toBe('');
  });
});

describe('CaptchaField', () => {
  it('is a labelled field beside the captcha picture', async () => {
    const onChange = vi.fn();
    render(<Captcha onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: '图片验证码' });
    expect(field).toHaveAttribute('placeholder', '请输入图片验证码');
    expect(field).toHaveAttribute('autocomplete', 'off');
    expect(screen.getByRole('img', { name: '图片验证码，看不清可点击更换' })).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    await userEvent.type(field, 'a7K3');
    expect(field).toHaveValue('a7K3');
    expect(onChange).toHaveBeenLastCalledWith('a7K3');
  });

  it('asks for a new picture from the picture and from 看不清？换一张, with the keyboard', async () => {
    const onRefresh = vi.fn();
    render(<Captcha onRefresh={onRefresh} />);
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '图片验证码，看不清可点击更换' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '看不清？换一张' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onRefresh).toHaveBeenCalledTimes(2);
  });

  it('shows a picture on its way as busy and ignores presses meanwhile', async () => {
    const onRefresh = vi.fn();
    render(<Captcha loading onRefresh={onRefresh} />);
    const picture = screen.getByRole('button', { name: '加载中' });
    expect(picture).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(picture);
    await userEvent.click(screen.getByRole('button', { name: '看不清？换一张' }));
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('says the picture failed, when told or when it does not load, until a new one comes', async () => {
    const onRefresh = vi.fn();
    const { rerender } = render(<Captcha error onRefresh={onRefresh} />);
    await userEvent.click(screen.getByRole('button', { name: '验证码加载失败，请点击刷新' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);

    rerender(<Captcha imageSrc="data:image/png;base64,broken" onRefresh={onRefresh} />);
    fireEvent.error(screen.getByRole('img', { name: '图片验证码，看不清可点击更换' }));
    expect(screen.getByRole('button', { name: '验证码加载失败，请点击刷新' })).toBeInTheDocument();

    rerender(<Captcha imageSrc="iVBORw0KGgo=" onRefresh={onRefresh} />);
    expect(screen.getByRole('img', { name: '图片验证码，看不清可点击更换' })).toBeInTheDocument();
  });

  it('marks a wrong captcha and takes its label and descriptions from outside', () => {
    render(
      <>
        <span id="outside">验证码</span>
        <span id="error">请输入图片验证码</span>
        <Captcha id="captcha" aria-labelledby="outside" aria-describedby="error" aria-invalid />
      </>,
    );
    expect(screen.queryByText('图片验证码')).not.toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: '验证码' });
    expect(field).toHaveAttribute('id', 'captcha');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('请输入图片验证码');
  });

  it('has no accessibility violations in any state', async () => {
    const { container } = render(
      <>
        <Captcha invalid />
        <Captcha loading label="图片验证码（加载中）" />
        <Captcha error label="图片验证码（失败）" />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});

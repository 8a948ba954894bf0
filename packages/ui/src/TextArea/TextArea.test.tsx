import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('keeps what is typed, and hands the native field to its ref', async () => {
    const ref = createRef<HTMLTextAreaElement>();
    render(<TextArea ref={ref} aria-label="回复内容" />);
    const field = screen.getByRole('textbox', { name: '回复内容' });
    await userEvent.type(field, '学习体会：{Enter}第二行');
    expect(field).toHaveValue('学习体会：\n第二行');
    expect(ref.current).toBe(field);
  });

  it('says it is invalid when told so, either way', () => {
    render(
      <>
        <TextArea aria-label="甲" invalid />
        <TextArea aria-label="乙" aria-invalid="true" />
        <TextArea aria-label="丙" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: '甲' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: '乙' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: '丙' })).not.toHaveAttribute('aria-invalid');
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<TextArea aria-label="回复内容" defaultValue="学习体会" />);
    await expectNoAxeViolations(container);
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { ThemeProvider } from '../ThemeProvider';
import { Tag, type TagTone } from './Tag';

const tones: TagTone[] = ['default', 'primary', 'success', 'warning', 'danger', 'info'];

describe('Tag', () => {
  it('shows its text in the chosen tone, grey by default', () => {
    render(
      <>
        <Tag>未学习</Tag>
        <Tag tone="success">已完成</Tag>
      </>,
    );
    expect(screen.getByText('未学习')).toHaveAttribute('data-tone', 'default');
    expect(screen.getByText('已完成')).toHaveAttribute('data-tone', 'success');
  });

  it('passes extra attributes to the label', () => {
    render(<Tag title="精品课程">精品</Tag>);
    expect(screen.getByText('精品')).toHaveAttribute('title', '精品课程');
  });

  it('has no accessibility violations in any tone', async () => {
    const { container } = render(
      <ThemeProvider theme="blue">
        {tones.map((tone) => (
          <Tag key={tone} tone={tone}>
            {tone}
          </Tag>
        ))}
      </ThemeProvider>,
    );
    await expectNoAxeViolations(container);
  });
});

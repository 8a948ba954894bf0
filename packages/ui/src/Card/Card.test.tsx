import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { ThemeProvider } from '../ThemeProvider';
import { Card } from './Card';

describe('Card', () => {
  it('is a box by default, or the element asked for, holding its content', () => {
    render(
      <>
        <Card>学习概况</Card>
        <Card element="section" aria-label="通知公告">
          <h2>通知公告</h2>
        </Card>
      </>,
    );
    expect(screen.getByText('学习概况').tagName).toBe('DIV');
    expect(screen.getByRole('region', { name: '通知公告' }).tagName).toBe('SECTION');
  });

  it('says which step of the spacing scale it takes, medium by default', () => {
    render(
      <>
        <Card>默认</Card>
        <Card padding="large">宽松</Card>
      </>,
    );
    expect(screen.getByText('默认')).toHaveAttribute('data-padding', 'medium');
    expect(screen.getByText('宽松')).toHaveAttribute('data-padding', 'large');
  });

  it('passes attributes, class and ref to its element, and draws an edge when outlined', () => {
    const ref = createRef<HTMLElement>();
    render(
      <Card ref={ref} className="panel" id="overview" outlined>
        概况
      </Card>,
    );
    const card = screen.getByText('概况');
    expect(ref.current).toBe(card);
    expect(card).toHaveClass('panel');
    expect(card).toHaveAttribute('id', 'overview');
    expect(card).toHaveAttribute('data-outlined', 'true');
  });

  it('has no accessibility violations as a region or a list', async () => {
    const { container } = render(
      <ThemeProvider theme="blue">
        <Card element="section" aria-labelledby="notices">
          <h2 id="notices">通知公告</h2>
        </Card>
        <Card element="ul" aria-label="课程">
          <li>课程一</li>
        </Card>
      </ThemeProvider>,
    );
    await expectNoAxeViolations(container);
  });
});

import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('draws lines of text, the last of several shorter, hidden from screen readers', () => {
    const { container } = render(<Skeleton lines={3} width={240} />);
    const text = container.querySelector('[data-skeleton="text"]');
    expect(text).toHaveAttribute('aria-hidden', 'true');
    expect(text).toHaveStyle({ width: '240px' });
    expect(text?.querySelectorAll('[data-shape="line"]')).toHaveLength(3);
  });

  it('draws rectangles by height or ratio, and circles', () => {
    const { container } = render(
      <>
        <Skeleton shape="rect" height={120} />
        <Skeleton shape="rect" ratio="16 / 9" />
        <Skeleton shape="circle" width={48} />
      </>,
    );
    const [fixed, cover] = Array.from(container.querySelectorAll('[data-shape="rect"]'));
    expect(fixed).toHaveStyle({ width: '100%', height: '120px' });
    expect(cover).toHaveStyle({ aspectRatio: '16 / 9' });
    expect(container.querySelector('[data-shape="circle"]')).toHaveStyle({ width: '48px', height: '48px' });
  });

  it('has no accessibility violations', async () => {
    const { container } = render(
      <div aria-hidden="true">
        <Skeleton shape="circle" />
        <Skeleton lines={3} />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});

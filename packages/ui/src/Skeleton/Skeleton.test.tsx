import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { Skeleton } from './Skeleton';
import { SkeletonGroup } from './SkeletonGroup';

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

  it('announces loading once for a whole group, outside its busy region', () => {
    const { container } = render(
      <SkeletonGroup>
        <Skeleton lines={2} />
        <Skeleton shape="rect" ratio="16 / 9" />
        <Skeleton lines={2} />
      </SkeletonGroup>,
    );
    const statuses = screen.getAllByRole('status');
    expect(statuses).toHaveLength(1);
    expect(statuses[0]).toHaveTextContent('正在加载');
    const busy = container.querySelector('[aria-busy="true"]');
    expect(busy).toBeInTheDocument();
    expect(busy).not.toContainElement(statuses[0]!);
  });

  it('announces a text of its own', () => {
    render(<SkeletonGroup label="正在加载课程" />);
    expect(screen.getByRole('status')).toHaveTextContent('正在加载课程');
  });

  it('has no accessibility violations', async () => {
    const { container } = render(
      <SkeletonGroup>
        <Skeleton shape="circle" />
        <Skeleton lines={3} />
      </SkeletonGroup>,
    );
    await expectNoAxeViolations(container);
  });
});

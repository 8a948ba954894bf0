import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton, SkeletonGroup } from '../Skeleton';
import { expectNoAxeViolations } from '../testing/axe';
import { Loading } from './Loading';
import { isLoadingWithin } from './loadingSignal';

describe('Loading', () => {
  it('announces loading once for a whole region, outside its busy part', () => {
    const { container } = render(
      <Loading>
        <Skeleton lines={2} />
        <Skeleton shape="rect" ratio="16 / 9" />
      </Loading>,
    );
    const statuses = screen.getAllByRole('status');
    expect(statuses).toHaveLength(1);
    expect(statuses[0]).toHaveTextContent('正在加载');
    const busy = container.querySelector('[aria-busy="true"]');
    expect(busy).toBeInTheDocument();
    expect(busy).not.toContainElement(statuses[0]!);
  });

  it('announces a text of its own, with nothing for the eye', () => {
    render(<Loading label="正在加载课程" />);
    expect(screen.getByRole('status')).toHaveTextContent('正在加载课程');
  });

  it('gives the loading signal while it is on the page, and lifts it when it goes', () => {
    const { container, rerender } = render(<Loading label="正在加载课程" />);
    expect(isLoadingWithin(container)).toBe(true);
    rerender(<p>课程</p>);
    expect(isLoadingWithin(container)).toBe(false);
  });

  it('is still reachable by its former name, SkeletonGroup', () => {
    expect(SkeletonGroup).toBe(Loading);
  });

  it('has no accessibility violations', async () => {
    const { container } = render(
      <Loading>
        <Skeleton shape="circle" />
        <Skeleton lines={3} />
      </Loading>,
    );
    await expectNoAxeViolations(container);
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { defaultImageSrc } from './defaultImage';
import { Image } from './Image';

describe('Image', () => {
  it('shows the picture lazily, in a frame that keeps its ratio', () => {
    const { container } = render(<Image src="/covers/theory.png" alt="课程封面" ratio="16 / 9" />);
    const picture = screen.getByRole('img', { name: '课程封面' });
    expect(picture).toHaveAttribute('src', '/covers/theory.png');
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(container.firstElementChild).toHaveStyle({ aspectRatio: '16 / 9' });
  });

  it('falls back once to the default picture, then stops at a neutral box', () => {
    const onError = vi.fn();
    render(<Image src="/covers/missing.png" alt="课程封面" onError={onError} />);
    fireEvent.error(screen.getByRole('img', { name: '课程封面' }));
    expect(screen.getByRole('img', { name: '课程封面' })).toHaveAttribute('src', defaultImageSrc);

    fireEvent.error(screen.getByRole('img', { name: '课程封面' }));
    expect(document.querySelector('img')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: '课程封面' })).toHaveAttribute('data-image-failed');
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it('uses its own fallback, and the fallback straight away when there is no address', () => {
    const { rerender } = render(<Image src="/covers/missing.png" alt="专题封面" fallbackSrc="/covers/default.png" />);
    fireEvent.error(screen.getByRole('img', { name: '专题封面' }));
    expect(screen.getByRole('img', { name: '专题封面' })).toHaveAttribute('src', '/covers/default.png');
    rerender(<Image src="" alt="专题封面" fallbackSrc="/covers/default.png" />);
    expect(screen.getByRole('img', { name: '专题封面' })).toHaveAttribute('src', '/covers/default.png');
  });

  it('starts afresh when given a new address', () => {
    const { rerender } = render(<Image src="/covers/a.png" alt="封面" />);
    fireEvent.error(screen.getByRole('img', { name: '封面' }));
    fireEvent.error(screen.getByRole('img', { name: '封面' }));
    rerender(<Image src="/covers/b.png" alt="封面" />);
    expect(screen.getByRole('img', { name: '封面' })).toHaveAttribute('src', '/covers/b.png');
  });

  it('keeps a decorative picture hidden even when it fails', () => {
    const { container } = render(<Image src="/covers/a.png" alt="" />);
    fireEvent.error(container.querySelector('img')!);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('[data-image-failed]')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('has no accessibility violations, loaded or failed', async () => {
    const { container } = render(
      <>
        <Image src="/covers/a.png" alt="习近平新时代中国特色社会主义思想概论 课程封面" ratio="16 / 9" />
        <Image src="/covers/b.png" alt="法治政府建设 课程封面" ratio="16 / 9" />
      </>,
    );
    const second = screen.getByRole('img', { name: '法治政府建设 课程封面' });
    fireEvent.error(second);
    fireEvent.error(screen.getByRole('img', { name: '法治政府建设 课程封面' }));
    await expectNoAxeViolations(container);
  });
});

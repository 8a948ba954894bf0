import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DeferredSectionBody, type SectionLoader } from './DeferredSectionBody';
import type { SectionShape } from './sectionShapes';

const twoCards: SectionShape = { kind: 'cards', count: 2, cover: '16 / 9', card: [150, 190] };

const Lives = () => <p>直播列表</p>;

describe('a home section whose code loads when it is reached', () => {
  it('keeps its space and says it is loading until the code arrives, then shows the section', async () => {
    let arrive: (module: { default: typeof Lives }) => void = () => undefined;
    const load: SectionLoader = () => new Promise((resolve) => (arrive = resolve));
    const { container } = render(<DeferredSectionBody load={load} what="直播课堂" shape={twoCards} />);
    expect(screen.getByRole('status')).toHaveTextContent('正在加载');
    expect(container.querySelectorAll('[data-placeholder-card]')).toHaveLength(2);
    arrive({ default: Lives });
    expect(await screen.findByText('直播列表')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says so when the code cannot be fetched, and fetches it again on 重试', async () => {
    const load = vi
      .fn<SectionLoader>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ default: Lives });
    render(<DeferredSectionBody load={load} what="直播课堂" shape={twoCards} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('直播课堂加载失败');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('直播列表')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps a section that fails while rendering to itself', async () => {
    const Broken = () => {
      throw new Error('bad data');
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <>
        <DeferredSectionBody load={() => Promise.resolve({ default: Broken })} what="栏目推荐" shape={twoCards} />
        <p>其他栏目</p>
      </>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('栏目推荐加载失败');
    expect(screen.getByText('其他栏目')).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { KitLink, LinkProvider } from './LinkProvider';
import { sampleLink } from './sampleLink';

describe('LinkProvider', () => {
  it("hands the app's link component the address, the words and the anchor's other props", async () => {
    const open = vi.fn();
    render(
      <LinkProvider component={sampleLink(open)}>
        <KitLink href="/subjectDetail?id=s1" className="kit-look" aria-describedby="hint" title="数字政府建设">
          数字政府建设
        </KitLink>
        <p id="hint">专题</p>
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: '数字政府建设' });
    expect(link).toHaveAttribute('data-app-link');
    expect(link).toHaveAttribute('href', '/subjectDetail?id=s1');
    expect(link).toHaveClass('kit-look');
    expect(link).toHaveAccessibleDescription('专题');
    expect(link).toHaveAttribute('title', '数字政府建设');
    await userEvent.click(link);
    expect(open).toHaveBeenCalledWith('/subjectDetail?id=s1');
  });

  it('draws a plain anchor without a provider', () => {
    render(<KitLink href="/index">首页</KitLink>);
    const link = screen.getByRole('link', { name: '首页' });
    expect(link).toHaveAttribute('href', '/index');
    expect(link).not.toHaveAttribute('data-app-link');
  });

  it('uses the nearest provider, so a part of the app can route its own way', async () => {
    const outer = vi.fn();
    const inner = vi.fn();
    render(
      <LinkProvider component={sampleLink(outer)}>
        <LinkProvider component={sampleLink(inner)}>
          <KitLink href="/liveDetail?id=live-01">直播详情</KitLink>
        </LinkProvider>
      </LinkProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: '直播详情' }));
    expect(inner).toHaveBeenCalledWith('/liveDetail?id=live-01');
    expect(outer).not.toHaveBeenCalled();
  });
});

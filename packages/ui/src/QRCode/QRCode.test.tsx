import { render, screen } from '@testing-library/react';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { UiMessagesProvider } from '../messages';
import { expectNoAxeViolations } from '../testing/axe';
import { ThemeProvider } from '../ThemeProvider';
import { QRCode, QR_QUIET_ZONE, qrModulesPath } from './QRCode';

const shareLink = 'https://study.example.cn/content#/contentShare?courseId=20417&tenant=001.001';

/** The dark cells the path paints, as "x,y" keys, read back from its run commands. */
const paintedCells = (path: string): Set<string> => {
  const cells = new Set<string>();
  for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    for (let i = 0; i < Number(run); i += 1) cells.add(`${Number(x) + i},${y}`);
  }
  return cells;
};

describe('QRCode', () => {
  it('paints exactly the dark modules the encoder reports, inside a four-module quiet zone', () => {
    const { container } = render(<QRCode value={shareLink} errorCorrection="Q" />);
    const svg = screen.getByRole('img', { name: '二维码' });
    const { data, size } = encode(shareLink, { ecc: 'Q', border: 0 });
    const expected = new Set<string>();
    data.forEach((row, y) => row.forEach((dark, x) => dark && expected.add(`${x + QR_QUIET_ZONE},${y + QR_QUIET_ZONE}`)));

    const path = container.querySelectorAll('path');
    expect(path).toHaveLength(1);
    const painted = paintedCells(path[0]?.getAttribute('d') ?? '');
    expect(painted.size).toBe(data.flat().filter(Boolean).length);
    expect(painted).toEqual(expected);
    expect(svg).toHaveAttribute('viewBox', `0 0 ${size + 8} ${size + 8}`);
  });

  it('draws black on white whatever the theme', () => {
    const { container } = render(
      <ThemeProvider theme="blue" elder>
        <QRCode value={shareLink} />
      </ThemeProvider>,
    );
    expect(container.querySelector('rect')).toHaveAttribute('fill', '#ffffff');
    expect(container.querySelector('path')).toHaveAttribute('fill', '#000000');
  });

  it('encodes a denser code at a higher error-correction level', () => {
    const low = paintedCells(qrModulesPath(encode(shareLink, { ecc: 'L', border: 0 }).data));
    const { container } = render(<QRCode value={shareLink} errorCorrection="H" />);
    const high = paintedCells(container.querySelector('path')?.getAttribute('d') ?? '');
    expect(high.size).toBeGreaterThan(low.size);
  });

  it('takes its size, label and caption', () => {
    render(<QRCode value={shareLink} size={96} label="课程分享二维码" hint />);
    const svg = screen.getByRole('img', { name: '课程分享二维码' });
    expect(svg).toHaveAttribute('width', '96');
    expect(svg).toHaveAttribute('height', '96');
    const caption = screen.getByText('使用微信或QQ扫码查看分享');
    expect(caption).toBeVisible();
    expect(caption.tagName).toBe('FIGCAPTION');
    expect(screen.getByRole('figure')).toContainElement(caption);
  });

  it('shows no caption unless asked', () => {
    render(<QRCode value={shareLink} />);
    expect(screen.queryByText('使用微信或QQ扫码查看分享')).not.toBeInTheDocument();
  });

  it('shows the backend picture under the same label', () => {
    render(<QRCode imageSrc="/files/app-android-qr.png" caption="安卓客户端" />);
    const image = screen.getByRole('img', { name: '二维码' });
    expect(image.tagName).toBe('IMG');
    expect(image).toHaveAttribute('src', '/files/app-android-qr.png');
    expect(image).toHaveAttribute('width', '160');
    expect(screen.getByText('安卓客户端')).toBeVisible();
    expect(document.querySelector('svg')).not.toBeInTheDocument();
  });

  it('reads its default label from the messages provider', () => {
    render(
      <UiMessagesProvider messages={{ qrCode: { label: '分享二维码' } }}>
        <QRCode value={shareLink} />
      </UiMessagesProvider>,
    );
    expect(screen.getByRole('img', { name: '分享二维码' })).toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(
      <ThemeProvider>
        <QRCode value={shareLink} hint />
        <QRCode imageSrc="/files/app-ios-qr.png" caption="苹果客户端" />
      </ThemeProvider>,
    );
    await expectNoAxeViolations(container);
  });
});

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { renderSVG } from 'uqr';
import { QRCode } from './QRCode';

const shareLink = 'https://study.example.cn/content#/contentShare?courseId=20417&tenant=001.001';

// Stands in for the backend's ready-made picture without a network request.
const backendPicture = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  renderSVG('https://study.example.cn/app/download/android', { border: 4, pixelSize: 8 }),
)}`;

const meta = {
  title: 'Content/QRCode',
  component: QRCode,
  args: { value: shareLink },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof QRCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShareLink: Story = {
  play: async ({ canvas }) => {
    const code = canvas.getByRole('img', { name: '二维码' });
    await expect(code).toBeVisible();
    await expect(code.getBoundingClientRect().width).toBe(160);
  },
};

export const WithCaption: Story = {
  args: { hint: true, label: '课程分享二维码' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '课程分享二维码' })).toBeVisible();
    await expect(canvas.getByText('使用微信或QQ扫码查看分享')).toBeVisible();
  },
};

export const FromImage: Story = {
  args: { value: undefined, imageSrc: backendPicture, caption: '安卓客户端', size: 120 },
  play: async ({ canvas }) => {
    const picture = canvas.getByRole('img', { name: '二维码' });
    await expect(picture.tagName).toBe('IMG');
    await expect(canvas.getByText('安卓客户端')).toBeVisible();
  },
};

export const Small: Story = {
  args: { size: 96, errorCorrection: 'L' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '二维码' }).getBoundingClientRect().width).toBe(96);
  },
};

export const BlueTheme: Story = {
  args: { hint: true },
  globals: { theme: 'blue' },
  play: async ({ canvasElement }) => {
    // The code stays black on white in every theme so that scanners can read it.
    await expect(canvasElement.querySelector('svg path')).toHaveAttribute('fill', '#000000');
  },
};

export const ElderMode: Story = {
  args: { hint: true, size: 200 },
  globals: { elder: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('使用微信或QQ扫码查看分享')).toBeVisible();
  },
};

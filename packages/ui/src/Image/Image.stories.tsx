import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { defaultImageSrc } from './defaultImage';
import { Image } from './Image';
import { brokenImageSrc, sampleCovers } from './sampleCovers';

const meta = {
  title: 'Content/Image',
  component: Image,
  args: { src: sampleCovers.theory, alt: '习近平新时代中国特色社会主义思想概论 课程封面', ratio: '16 / 9', style: { width: 320 } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '习近平新时代中国特色社会主义思想概论 课程封面' })).toHaveAttribute('src', sampleCovers.theory);
  },
};

export const LoadedBlueTheme: Story = { ...Loaded, globals: { theme: 'blue' } };

export const FallsBackOnce: Story = {
  args: { src: brokenImageSrc },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: '习近平新时代中国特色社会主义思想概论 课程封面' })).toHaveAttribute('src', defaultImageSrc));
  },
};

export const FallbackFailsToo: Story = {
  args: { src: brokenImageSrc, fallbackSrc: `${brokenImageSrc}-fallback` },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-image-failed]')).toBeInTheDocument());
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvas.getByRole('img', { name: '习近平新时代中国特色社会主义思想概论 课程封面' })).toBeVisible();
  },
};

export const WithoutAddress: Story = {
  args: { src: null, alt: '' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('src', defaultImageSrc);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Loading } from '../Loading';
import { CardSkeleton } from './CardSkeleton';

const meta = {
  title: 'Content/CardSkeleton',
  component: CardSkeleton,
  decorators: [
    // A grid card is as wide as a grid column, a list row as wide as the list.
    (Story, { args }) => (
      <div style={{ maxWidth: args.layout === 'list' ? 640 : 320 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CardSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

const placeholderIn = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-card-skeleton]') as HTMLElement;

/** A card with its cover on top, while a grid of courses, classes or topics loads. */
export const Grid: Story = {
  play: async ({ canvasElement }) => {
    const placeholder = placeholderIn(canvasElement);
    await expect(placeholder).toHaveAttribute('data-layout', 'grid');
    // Decorative: the Loading around it says what is on its way, once.
    await expect(placeholder).toHaveAttribute('aria-hidden', 'true');
  },
};

/** A row with the cover beside the text, for the list layout. */
export const List: Story = {
  args: { layout: 'list' },
  play: async ({ canvasElement }) => {
    await expect(placeholderIn(canvasElement)).toHaveAttribute('data-layout', 'list');
  },
};

/** As a screen shows it: inside Loading, which gives screen readers the one announcement. */
export const InsideLoading: Story = {
  render: (args) => (
    <Loading label="正在加载课程">
      <CardSkeleton {...args} />
    </Loading>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载课程');
  },
};

export const GridBlueTheme: Story = { ...Grid, globals: { theme: 'blue' } };
export const GridElderMode: Story = { ...Grid, globals: { elder: true } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SectionPlaceholder } from './SectionPlaceholder';
import { sectionShapes } from './sectionShapes';

const meta = {
  title: 'Portal/Home/Section placeholder',
  component: SectionPlaceholder,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SectionPlaceholder>;

export default meta;
type Story = StoryObj<typeof meta>;

const cardsIn = (canvasElement: HTMLElement) => canvasElement.querySelectorAll('[data-placeholder-card]');

/** The recommended courses before their code arrives: the 换一换 row and three cards with covers. */
export const CoursesBeforeTheirCode: Story = {
  args: { shape: sectionShapes.courses, withControls: true },
  play: async ({ canvasElement }) => {
    await expect(cardsIn(canvasElement)).toHaveLength(3);
  },
};

/** Once the section's code is there and its data on the way, it says so to screen readers. */
export const LiveStreamsLoading: Story = {
  args: { shape: sectionShapes.lives, announce: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载');
    await expect(cardsIn(canvasElement)).toHaveLength(sectionShapes.lives.count);
  },
};

/** Portraits beside the text: the cards are short and have no cover on top. */
export const FamousTeachers: Story = {
  args: { shape: sectionShapes.famousTeachers },
};

/** The totals and the two rankings: side by side when wide, stacked on a phone. */
export const Ranking: Story = {
  args: { shape: sectionShapes.ranking },
};

/** In the elder-friendly mode the cards are taller, as the larger type makes the loaded ones. */
export const BooksElderMode: Story = {
  args: { shape: sectionShapes.books },
  globals: { elder: true },
  play: async ({ canvasElement }) => {
    const card = cardsIn(canvasElement)[0] as HTMLElement;
    await expect(card.getBoundingClientRect().height).toBe(sectionShapes.books.card[1]);
  },
};

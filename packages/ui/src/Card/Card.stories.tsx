import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from './Card';

const meta = {
  title: 'Layout/Card',
  component: Card,
  args: {
    element: 'section',
    'aria-labelledby': 'card-title',
    children: (
      <>
        <h2 id="card-title" style={{ margin: 0 }}>
          学习概况
        </h2>
        <p>本年度已完成 32 学时，距年度要求还差 18 学时。</p>
      </>
    ),
  },
  // The page's grey behind it, as the portal shows cards.
  decorators: [
    (Story) => (
      <div style={{ padding: 24, background: 'var(--sp-color-page)' }}>
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The surface of a panel or a section: white, the surface radius, room from the spacing scale. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: '学习概况' });
    await expect(getComputedStyle(card).paddingTop).toBe('16px');
    await expect(getComputedStyle(card).borderTopLeftRadius).toBe('8px');
  },
};

/** More room, for a card that stands alone on the page (a form, a notice). */
export const Large: Story = {
  args: { padding: 'large' },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('region', { name: '学习概况' })).paddingTop).toBe('24px');
  },
};

/** Less room, for a card inside another. */
export const Small: Story = { args: { padding: 'small' } };

/** No room of its own: a table or a picture runs to the card's edges. */
export const NoPadding: Story = { args: { padding: 'none' } };

/** A hairline edge, for a card on a white page. */
export const Outlined: Story = {
  args: { outlined: true },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, background: 'var(--sp-color-surface)' }}>
        <Story />
      </div>
    ),
  ],
};

/** A list whose entries are the card's content: no bullets of its own. */
export const AsList: Story = {
  args: {
    element: 'ol',
    'aria-label': '学习排行',
    children: ['张伟 62 学时', '李娜 58 学时', '王芳 55 学时'].map((entry) => <li key={entry}>{entry}</li>),
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: '学习排行' });
    await expect(getComputedStyle(list).listStyleType).toBe('none');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

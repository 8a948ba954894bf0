import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Foundations/VisuallyHidden',
  component: VisuallyHidden,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Off-screen to the eye: the text takes no more than a pixel and pushes nothing aside. */
const isOffScreen = (element: Element) => {
  const box = element.getBoundingClientRect();
  return box.width <= 1 && box.height <= 1;
};

/** A button that shows only a picture: the hidden text is its name. */
export const NamesAnIconButton: Story = {
  render: () => (
    <button type="button" style={{ display: 'inline-flex', padding: 8, border: '1px solid #767676', borderRadius: 4, background: '#fff' }}>
      <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
        <path d="M3 3l10 10M13 3L3 13" stroke="#333" strokeWidth="2" />
      </svg>
      <VisuallyHidden>关闭</VisuallyHidden>
    </button>
  ),
  play: async ({ canvas }) => {
    const close = canvas.getByRole('button', { name: '关闭' });
    await expect(isOffScreen(canvas.getByText('关闭'))).toBe(true);
    await expect(close.getBoundingClientRect().width).toBeLessThan(40);
  },
};

/** A short visible link told apart from its neighbours: the screen reader hears which list it opens. */
export const CompletesALinkName: Story = {
  render: () => (
    <ul style={{ display: 'grid', gap: 8, margin: 0, padding: 0, listStyle: 'none' }}>
      <li>
        通知公告 <a href="#notices">更多<VisuallyHidden>通知公告</VisuallyHidden></a>
      </li>
      <li>
        学习动态 <a href="#news">更多<VisuallyHidden>学习动态</VisuallyHidden></a>
      </li>
    </ul>
  ),
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['更多通知公告', '更多学习动态']);
    await expect(links[0]).toHaveAccessibleName(/^更多\s?通知公告$/);
    await expect(links[1]).toHaveAccessibleName(/^更多\s?学习动态$/);
    for (const link of links) await expect(link.getBoundingClientRect().width).toBeLessThan(60);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, userEvent } from 'storybook/test';
import { ButtonLink } from './ButtonLink';

const meta = {
  title: 'Shared/ButtonLink',
  component: ButtonLink,
  args: { to: '/subcourse?id=c01', children: '开始学习' },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A link to another page that looks like a button: still a link to a screen reader and to a new tab. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: '开始学习' });
    await expect(link).toHaveAttribute('href', '/subcourse?id=c01');
  },
};

export const DefaultInteraction: Story = {
  ...Default,
  name: 'Test: Default',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await Default.play!(context);
    const { canvas } = context;
    const link = canvas.getByRole('link', { name: '开始学习' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** The page's main action. */
export const Primary: Story = {
  args: { 'data-variant': 'primary', children: '进入直播间', to: '/liveRoom?id=live-01' } as never,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '进入直播间' })).toHaveAttribute('data-variant', 'primary');
  },
};

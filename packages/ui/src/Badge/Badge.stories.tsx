import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { VisuallyHidden } from '../VisuallyHidden';
import { Badge, type BadgeProps } from './Badge';

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d="M12 3a6 6 0 0 0-6 6v4l-2 3h16l-2-3V9a6 6 0 0 0-6-6Zm-2 15a2 2 0 0 0 4 0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

/** A toolbar's message button and a menu label, the two places the portal shows unread counts. */
function BadgeExamples(badge: BadgeProps) {
  return (
    <div style={{ display: 'flex', gap: 32, alignItems: 'center', padding: 16 }}>
      <Button variant="text">
        <Badge {...badge}>
          <BellIcon />
          <VisuallyHidden>消息</VisuallyHidden>
        </Badge>
      </Button>
      <Button>
        <Badge {...badge}>消息中心</Badge>
      </Button>
    </div>
  );
}

const meta = {
  title: 'Content/Badge',
  component: Badge,
  args: { count: 3 },
  render: (args) => <BadgeExamples {...args} />,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Three: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^消息\s?3 条未读$/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^消息中心\s?3 条未读$/ })).toBeVisible();
  },
};

export const OverMaximum: Story = {
  args: { count: 120 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('99+')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: /^消息\s?120 条未读$/ })).toBeVisible();
  },
};

export const ZeroHidden: Story = {
  args: { count: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '消息' })).toBeVisible();
    await expect(canvas.queryByText('0')).toBeNull();
  },
};

export const ZeroShown: Story = { args: { count: 0, showZero: true } };

export const Dot: Story = {
  args: { count: 0, dot: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^消息\s?有未读消息$/ })).toBeVisible();
  },
};

export const OverMaximumBlueTheme: Story = { ...OverMaximum, globals: { theme: 'blue' } };
export const OverMaximumElderMode: Story = { ...OverMaximum, globals: { elder: true } };

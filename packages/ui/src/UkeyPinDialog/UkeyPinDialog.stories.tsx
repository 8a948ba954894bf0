import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UkeyPinDialog } from './UkeyPinDialog';

const meta = {
  title: 'Feedback/UkeyPinDialog',
  component: UkeyPinDialog,
  args: { open: true, onSubmit: fn(), onCancel: fn() },
  parameters: { docs: { story: { inline: false, iframeHeight: 360 } } },
} satisfies Meta<typeof UkeyPinDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const EmptySubmitted: Story = {
  name: 'Test: Empty Submitted',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.keyboard('{Enter}');
    await expect(body.getByText('请输入PIN码')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WrongPin: Story = { args: { error: 'PIN码错误，还可以尝试5次' } };

export const Submitting: Story = { args: { submitting: true } };

export const BlueTheme: Story = { globals: { theme: 'blue' } };

export const ElderMode: Story = { globals: { elder: true } };

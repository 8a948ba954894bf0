import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Shared/TextArea',
  component: TextArea,
  args: { 'aria-label': '回复内容', placeholder: '请输入回复内容（不超过500字）' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typed text stays; the field is reached and filled from the keyboard. */
export const Empty: Story = {};

export const EmptyInteraction: Story = {
  ...Empty,
  name: 'Test: Empty',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: '回复内容' });
    await userEvent.tab();
    await expect(field).toHaveFocus();
    await userEvent.keyboard('学习体会：');
    await expect(field).toHaveValue('学习体会：');
  },
};

/** A refused value: the danger border, and the field says it is invalid. */
export const Invalid: Story = {
  args: { 'aria-invalid': true, defaultValue: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '回复内容' })).toHaveAttribute('aria-invalid', 'true');
  },
};

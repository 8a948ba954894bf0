import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { 'aria-label': '回复内容', placeholder: '请输入回复内容（不超过500字）', rows: 4 },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

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

export const Filled: Story = { args: { defaultValue: '通过本次专题学习，进一步加深了对党的创新理论的理解。' } };

/** A refused value: the danger border, and the field says it is invalid. */
export const Invalid: Story = {
  args: { invalid: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '回复内容' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: '问卷已提交' } };

export const FilledBlueTheme: Story = { ...Filled, globals: { theme: 'blue' } };
export const FilledElderMode: Story = { ...Filled, globals: { elder: true } };

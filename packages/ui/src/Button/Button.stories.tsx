import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'Forms/Button',
  component: Button,
  args: { onClick: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: { variant: 'primary', action: 'save' } };
export const PrimaryBlueTheme: Story = { args: { variant: 'primary', action: 'save' }, globals: { theme: 'blue' } };
export const Default: Story = { args: { action: 'cancel' } };
export const Danger: Story = { args: { variant: 'danger', action: 'delete' } };
export const Text: Story = { args: { variant: 'text', action: 'detail' } };
export const Small: Story = { args: { size: 'small', action: 'edit' } };

export const Loading: Story = {
  args: { variant: 'primary', loading: true, action: 'save' },
};

export const LoadingInteraction: Story = {
  ...Loading,
  name: 'Test: Loading',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { variant: 'primary', disabled: true, action: 'create' } };

export const StandardActions: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button {...args} action="cancel" />
      <Button {...args} variant="danger" action="delete" />
      <Button {...args} variant="text" action="detail" />
      <Button {...args} action="edit" />
      <Button {...args} variant="primary" action="create" />
      <Button {...args} variant="primary" action="save" />
      <Button {...args} variant="primary" action="query" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button').map((button) => button.textContent)).toEqual(['取消', '删除', '详情', '编辑', '新建', '保存', '查询']);
  },
};

export const StandardActionsElderMode: Story = { ...StandardActions, globals: { elder: true } };

export const KeyboardPress: Story = {
  args: { variant: 'primary', children: '提交评价' },
};

export const KeyboardPressInteraction: Story = {
  ...KeyboardPress,
  name: 'Test: Keyboard Press',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '提交评价' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

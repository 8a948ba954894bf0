import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';
import { CheckboxGroup, type CheckboxGroupOption } from './CheckboxGroup';

const ways: CheckboxGroupOption[] = [
  { value: 'video', label: '视频课程' },
  { value: 'text', label: '图文课程' },
  { value: 'live', label: '直播' },
  { value: 'offline', label: '线下培训', disabled: true },
];

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: '我已阅读并同意学员守则', onChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};

export const UncheckedInteraction: Story = {
  ...Unchecked,
  name: 'Test: Unchecked',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const box = canvas.getByRole('checkbox', { name: '我已阅读并同意学员守则' });
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: '我已阅读并同意学员守则' })).toBeChecked();
  },
};

// A "whole group" box above its members: mixed while only some are checked.
function WholeGroup() {
  const [checked, setChecked] = useState<string[]>(['video']);
  const available = ways.filter((way) => !way.disabled).map((way) => way.value);
  const all = available.every((value) => checked.includes(value));
  return (
    <div style={{ display: 'grid', gap: 4 }}>
      <Checkbox
        label="全部学习方式"
        checked={all}
        indeterminate={checked.length > 0 && !all}
        onChange={(event) => setChecked(event.target.checked ? available : [])}
      />
      <div style={{ paddingLeft: 24 }}>
        <CheckboxGroup legend="学习方式" direction="vertical" options={ways} value={checked} onChange={setChecked} />
      </div>
    </div>
  );
}

export const Indeterminate: Story = {
  render: () => <WholeGroup />,
  play: async ({ canvas }) => {
    const whole = canvas.getByRole<HTMLInputElement>('checkbox', { name: '全部学习方式' });
    await expect(whole.indeterminate).toBe(true);
  },
};

export const IndeterminateInteraction: Story = {
  ...Indeterminate,
  name: 'Test: Indeterminate',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await Indeterminate.play!(context);
    const { canvas } = context;
    const whole = canvas.getByRole<HTMLInputElement>('checkbox', { name: '全部学习方式' });
    await userEvent.tab();
    await expect(whole).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(whole.indeterminate).toBe(false);
    await expect(whole).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: '直播' })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: '我已阅读并同意学员守则' })).toBeDisabled();
  },
};

export const DisabledChecked: Story = { args: { disabled: true, defaultChecked: true } };

export const Invalid: Story = {
  args: { invalid: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Group: Story = {
  render: () => <CheckboxGroup legend="学习方式" options={ways} defaultValue={['video']} />,
};

export const GroupInteraction: Story = {
  ...Group,
  name: 'Test: Group',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: '学习方式' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(group).getByRole('checkbox', { name: '图文课程' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(within(group).getByRole('checkbox', { name: '图文课程' })).toBeChecked();
    await expect(within(group).getByRole('checkbox', { name: '视频课程' })).toBeChecked();
    await expect(within(group).getByRole('checkbox', { name: '线下培训' })).toBeDisabled();
  },
};

export const GroupBlueTheme: Story = { ...Group, globals: { theme: 'blue' } };

export const GroupBlueThemeInteraction: Story = {
  ...GroupBlueTheme,
  name: 'Test: Group Blue Theme',
  tags: ['!autodocs', 'interaction'],
  play: GroupInteraction.play,
};

export const IndeterminateBlueTheme: Story = { ...Indeterminate, globals: { theme: 'blue' } };

export const IndeterminateBlueThemeInteraction: Story = {
  ...IndeterminateBlueTheme,
  name: 'Test: Indeterminate Blue Theme',
  tags: ['!autodocs', 'interaction'],
  play: IndeterminateInteraction.play,
};

export const GroupElderMode: Story = { ...Group, globals: { elder: true } };

export const GroupElderModeInteraction: Story = {
  ...GroupElderMode,
  name: 'Test: Group Elder Mode',
  tags: ['!autodocs', 'interaction'],
  play: GroupInteraction.play,
};

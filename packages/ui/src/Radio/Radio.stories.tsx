import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Radio } from './Radio';
import { RadioGroup, type RadioGroupOption } from './RadioGroup';

const kinds: RadioGroupOption[] = [
  { value: 'required', label: '必修' },
  { value: 'elective', label: '选修' },
  { value: 'exam', label: '考试', disabled: true },
  { value: 'all', label: '全部' },
];

const meta = {
  title: 'Forms/Radio',
  component: RadioGroup,
  args: { label: '课程类型', options: kinds, onChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(0);
  },
};

export const UncheckedInteraction: Story = {
  ...Unchecked,
  name: 'Test: Unchecked',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await Unchecked.play!(context);
    const { canvas, args } = context;
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '必修' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: '必修' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('required');
  },
};

export const Checked: Story = {
  args: { defaultValue: 'elective' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '选修' })).toBeChecked();
  },
};

export const GroupWithArrowKeys: Story = {
  args: { defaultValue: 'elective' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: '课程类型' })).toBeVisible();
  },
};

export const GroupWithArrowKeysInteraction: Story = {
  ...GroupWithArrowKeys,
  name: 'Test: Group With Arrow Keys',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await GroupWithArrowKeys.play!(context);
    const { canvas, args } = context;
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '选修' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    // 考试 is disabled, so the arrow key passes over it.
    await expect(canvas.getByRole('radio', { name: '全部' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '全部' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('all');
  },
};

export const Vertical: Story = { args: { direction: 'vertical', defaultValue: 'required' } };

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'required' },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { invalid: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: '课程类型' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const GroupBlueTheme: Story = { ...GroupWithArrowKeys, globals: { theme: 'blue' } };

export const GroupBlueThemeInteraction: Story = {
  ...GroupBlueTheme,
  name: 'Test: Group Blue Theme',
  tags: ['!autodocs', 'interaction'],
  play: GroupWithArrowKeysInteraction.play,
};

export const GroupElderMode: Story = { ...GroupWithArrowKeys, globals: { elder: true } };

export const GroupElderModeInteraction: Story = {
  ...GroupElderMode,
  name: 'Test: Group Elder Mode',
  tags: ['!autodocs', 'interaction'],
  play: GroupWithArrowKeysInteraction.play,
};

/** Radios on their own, outside a RadioGroup: one `name` makes them one choice. */
export const Single: Story = {
  render: () => (
    <fieldset style={{ display: 'flex', gap: 16, border: 0, margin: 0, padding: 0 }}>
      <legend style={{ float: 'left', marginRight: 8 }}>提醒方式</legend>
      <Radio name="reminder" value="sms" label="短信" defaultChecked />
      <Radio name="reminder" value="none" label="不提醒" disabled />
      <Radio name="reminder" value="letter" label="站内信" />
    </fieldset>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '短信' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '不提醒' })).toBeDisabled();
  },
};

export const SingleInteraction: Story = {
  ...Single,
  name: 'Test: Single',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await Single.play!(context);
    const { canvas } = context;
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '短信' })).toHaveFocus();
    // The browser walks radios of one name, passing over the disabled one.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '站内信' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '短信' })).not.toBeChecked();
  },
};

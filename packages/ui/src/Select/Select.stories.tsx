import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Select, type SelectOption, type SelectProps } from './Select';

const subjects: SelectOption[] = [
  { value: 'history', label: '党史学习' },
  { value: 'building', label: '党建工作' },
  { value: 'law', label: '法治建设' },
  { value: 'economy', label: '经济管理', disabled: true },
  { value: 'culture', label: '文化素养' },
  { value: 'digital', label: '数字政府' },
];

// A visible label names the select, as FormItem does on a form.
function LabelledSelect(props: SelectProps & { label: string }) {
  const { label, ...select } = props;
  return (
    <div style={{ display: 'grid', gap: 8, maxWidth: 320 }}>
      <span id="story-select-label">{label}</span>
      <Select aria-labelledby="story-select-label" {...(select as SelectProps)} />
    </div>
  );
}

const meta = {
  title: 'Forms/Select',
  component: LabelledSelect,
  args: { label: '课程分类', options: subjects, onChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LabelledSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyWithPlaceholder: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: '课程分类' })).toHaveTextContent('请选择...');
  },
};

export const SingleChosen: Story = {
  args: { defaultValue: 'law' },
  play: async ({ canvas }) => {
    const combobox = canvas.getByRole('combobox', { name: '课程分类' });
    await expect(combobox).toHaveTextContent('法治建设');
  },
};

export const SingleChosenInteraction: Story = {
  ...SingleChosen,
  name: 'Test: Single Chosen',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await SingleChosen.play!(context);
    const { canvas, args } = context;
    const combobox = canvas.getByRole('combobox', { name: '课程分类' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('culture');
    await expect(combobox).toHaveTextContent('文化素养');
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await expect(combobox).toHaveFocus();
  },
};

export const OpenList: Story = {
  args: { defaultValue: 'building' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const combobox = canvas.getByRole('combobox', { name: '课程分类' });
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('listbox', { name: '课程分类' })).toBeVisible();
    const active = combobox.getAttribute('aria-activedescendant');
    await expect(canvas.getByRole('option', { name: '党建工作' })).toHaveAttribute('id', active);
    await expect(canvas.getByRole('option', { name: '党建工作' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const MultipleWithSelectAll: Story = {
  args: { multiple: true, selectAll: true, defaultValue: ['history'] },
};

export const MultipleWithSelectAllInteraction: Story = {
  ...MultipleWithSelectAll,
  name: 'Test: Multiple With Select All',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Home}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['history', 'building', 'law', 'culture', 'digital']);
    const combobox = canvas.getByRole('combobox', { name: '课程分类' });
    await expect(combobox).toHaveTextContent('已选 5 项');
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('option', { name: '全选选项' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const MultipleFewChosen: Story = {
  args: { multiple: true, selectAll: true, defaultValue: ['history', 'law'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: '课程分类' })).toHaveTextContent('党史学习、法治建设');
  },
};

export const DisabledOption: Story = {
  name: 'Test: Disabled Option',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    const economy = canvas.getByRole('option', { name: '经济管理' });
    await expect(economy).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('combobox', { name: '课程分类' })).toHaveAttribute('aria-activedescendant', economy.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('listbox', { name: '课程分类' })).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { invalid: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: '课程分类' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'law' },
};

export const DisabledInteraction: Story = {
  ...Disabled,
  name: 'Test: Disabled',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('combobox', { name: '课程分类' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const OpenListBlueTheme: Story = { ...OpenList, globals: { theme: 'blue' } };

export const MultipleBlueTheme: Story = { ...MultipleWithSelectAll, globals: { theme: 'blue' } };

export const MultipleBlueThemeInteraction: Story = {
  ...MultipleBlueTheme,
  name: 'Test: Multiple Blue Theme',
  tags: ['!autodocs', 'interaction'],
  play: MultipleWithSelectAllInteraction.play,
};

export const OpenListElderMode: Story = { ...OpenList, globals: { elder: true } };

export const EmptyElderMode: Story = { ...EmptyWithPlaceholder, globals: { elder: true } };

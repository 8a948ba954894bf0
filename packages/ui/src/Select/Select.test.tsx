import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { ThemeProvider } from '../ThemeProvider';
import { Select, type SelectOption } from './Select';

const subjects: SelectOption[] = [
  { value: 'history', label: '党史学习' },
  { value: 'building', label: '党建工作' },
  { value: 'law', label: '法治建设' },
  { value: 'economy', label: '经济管理', disabled: true },
  { value: 'culture', label: '文化素养' },
];

function ChooseMany({ onChange }: { onChange?: (value: string[]) => void }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <Select
      aria-label="课程分类"
      multiple
      selectAll
      options={subjects}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const activeOption = () => {
  const combobox = screen.getByRole('combobox');
  const id = combobox.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

describe('Select', () => {
  it('shows 请选择... until something is chosen, collapsed', () => {
    render(<Select aria-label="课程分类" options={subjects} />);
    const combobox = screen.getByRole('combobox', { name: '课程分类' });
    expect(combobox).toHaveTextContent('请选择...');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).not.toHaveAttribute('aria-activedescendant');
    expect(document.getElementById(combobox.getAttribute('aria-controls') ?? '')).toHaveAttribute('role', 'listbox');
  });

  it('is opened, walked and chosen from with the keyboard, keeping focus on the combobox', async () => {
    const onChange = vi.fn();
    render(<Select aria-label="课程分类" options={subjects} onChange={onChange} />);
    await userEvent.tab();
    const combobox = screen.getByRole('combobox', { name: '课程分类' });
    expect(combobox).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox', { name: '课程分类' })).toBeVisible();
    expect(activeOption()).toHaveTextContent('党史学习');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption()).toHaveTextContent('法治建设');
    await userEvent.keyboard('{Enter}');

    expect(onChange).toHaveBeenCalledWith('law');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).toHaveTextContent('法治建设');
    expect(combobox).toHaveFocus();

    // Reopening starts on the chosen option.
    await userEvent.keyboard(' ');
    expect(activeOption()).toHaveTextContent('法治建设');
    expect(screen.getByRole('option', { name: '法治建设' })).toHaveAttribute('aria-selected', 'true');
  });

  it('jumps with Home, End and typed characters, and refuses disabled options', async () => {
    vi.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const onChange = vi.fn();
      render(<Select aria-label="课程分类" options={subjects} onChange={onChange} />);
      await user.tab();
      await user.keyboard('{End}');
      expect(activeOption()).toHaveTextContent('文化素养');
      await user.keyboard('{Home}');
      expect(activeOption()).toHaveTextContent('党史学习');
      // One character, repeated, steps through the options starting with it.
      await user.keyboard('党');
      expect(activeOption()).toHaveTextContent('党建工作');
      await user.keyboard('党');
      expect(activeOption()).toHaveTextContent('党史学习');
      vi.advanceTimersByTime(500);
      // Characters typed in quick succession spell out the beginning of a label.
      await user.keyboard('党建');
      expect(activeOption()).toHaveTextContent('党建工作');
      vi.advanceTimersByTime(500);
      await user.keyboard('经');
      expect(activeOption()).toHaveTextContent('经济管理');
      expect(activeOption()).toHaveAttribute('aria-disabled', 'true');
      await user.keyboard('{Enter}');
      expect(onChange).not.toHaveBeenCalled();
      expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'true');
    } finally {
      vi.useRealTimers();
    }
  });

  it('opens on a typed character at the matching option', async () => {
    render(<Select aria-label="课程分类" options={subjects} />);
    await userEvent.tab();
    await userEvent.keyboard('文');
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'true');
    expect(activeOption()).toHaveTextContent('文化素养');
  });

  it('closes with Escape, keeping focus and value, and with Tab', async () => {
    const onChange = vi.fn();
    render(
      <>
        <Select aria-label="课程分类" options={subjects} defaultValue="law" onChange={onChange} />
        <button type="button">查询</button>
      </>,
    );
    await userEvent.tab();
    const combobox = screen.getByRole('combobox', { name: '课程分类' });
    await userEvent.keyboard('{Enter}{ArrowDown}{Escape}');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).toHaveFocus();
    expect(combobox).toHaveTextContent('法治建设');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.tab();
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: '查询' })).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('toggles several options and stays open, and 全选选项 chooses or clears every available one', async () => {
    const onChange = vi.fn();
    render(<ChooseMany onChange={onChange} />);
    await userEvent.tab();
    const combobox = screen.getByRole('combobox', { name: '课程分类' });
    await userEvent.keyboard('{Enter}');
    const listbox = screen.getByRole('listbox', { name: '课程分类' });
    expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    expect(activeOption()).toHaveTextContent('全选选项');

    await userEvent.keyboard('{ArrowDown} {ArrowDown}{ArrowDown} ');
    expect(onChange).toHaveBeenLastCalledWith(['history', 'law']);
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    expect(combobox).toHaveTextContent('党史学习、法治建设');

    await userEvent.keyboard('{Home}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['history', 'building', 'law', 'culture']);
    expect(within(listbox).getByRole('option', { name: '全选选项' })).toHaveAttribute('aria-selected', 'true');
    expect(within(listbox).getByRole('option', { name: '经济管理' })).toHaveAttribute('aria-selected', 'false');
    expect(combobox).toHaveTextContent('已选 4 项');

    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(combobox).toHaveTextContent('请选择...');
  });

  it('is chosen from with the mouse and closes when focus leaves', async () => {
    const onChange = vi.fn();
    render(
      <>
        <Select aria-label="课程分类" options={subjects} onChange={onChange} />
        <p>别处</p>
      </>,
    );
    const combobox = screen.getByRole('combobox', { name: '课程分类' });
    await userEvent.click(combobox);
    await userEvent.click(screen.getByRole('option', { name: '党建工作' }));
    expect(onChange).toHaveBeenCalledWith('building');
    expect(combobox).toHaveFocus();
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(combobox);
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByText('别处'));
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
  });

  it('does not open while disabled, but stays focusable', async () => {
    render(<Select aria-label="课程分类" options={subjects} disabled />);
    await userEvent.tab();
    const combobox = screen.getByRole('combobox', { name: '课程分类' });
    expect(combobox).toHaveFocus();
    expect(combobox).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}{ArrowDown}');
    await userEvent.click(combobox);
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks an invalid choice and takes its label and descriptions from outside', () => {
    render(
      <>
        <span id="label">所属单位</span>
        <span id="error">请选择所属单位</span>
        <Select id="org" aria-labelledby="label" aria-describedby="error" aria-invalid options={subjects} />
      </>,
    );
    const combobox = screen.getByRole('combobox', { name: '所属单位' });
    expect(combobox).toHaveAttribute('id', 'org');
    expect(combobox).toHaveAttribute('aria-invalid', 'true');
    expect(combobox).toHaveAccessibleDescription('请选择所属单位');
    expect(screen.getByRole('listbox', { hidden: true })).toHaveAccessibleName('所属单位');
  });

  it('submits its choice with a form through hidden inputs', () => {
    const { container } = render(<Select aria-label="课程分类" name="subject" multiple defaultValue={['law', 'history']} options={subjects} />);
    expect([...container.querySelectorAll<HTMLInputElement>('input[name="subject"]')].map((input) => input.value)).toEqual(['law', 'history']);
  });

  it('says so when there are no options', async () => {
    render(<Select aria-label="课程分类" options={[]} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('暂无选项')).toBeVisible();
    expect(screen.getByRole('combobox')).not.toHaveAttribute('aria-activedescendant');
  });

  it('has no accessibility violations, closed or open', async () => {
    render(
      <main>
        <ThemeProvider>
          <ChooseMany />
        </ThemeProvider>
      </main>,
    );
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('listbox', { hidden: true }));
    await expectNoAxeViolations(document.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}{ArrowDown} ');
    await expectNoAxeViolations(document.body);
  });
});

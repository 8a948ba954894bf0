import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { Tabs, type TabItem } from './Tabs';

const items: TabItem[] = [
  { value: 'courses', label: '我的课程', content: <p>课程列表</p> },
  { value: 'classes', label: '我的专题班', content: <p>专题班列表</p> },
  { value: 'exams', label: '我的考试', content: <p>考试列表</p>, disabled: true },
  { value: 'password', label: '修改密码', content: <p>修改密码表单</p> },
];

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('wires tabs and panels together and shows the first tab by default', () => {
    render(<Tabs label="学习中心" items={items} />);
    expect(screen.getByRole('tablist', { name: '学习中心' })).toBeInTheDocument();
    expect(tab('我的课程')).toHaveAttribute('aria-selected', 'true');
    expect(tab('我的专题班')).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: '我的课程' });
    expect(tab('我的课程')).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveAttribute('tabindex', '0');
    expect(panel).toHaveTextContent('课程列表');
    expect(screen.queryByText('专题班列表')).not.toBeInTheDocument();
  });

  it('keeps one tab stop: only the selected tab is in the tab order', () => {
    render(<Tabs label="学习中心" items={items} defaultValue="classes" />);
    expect(screen.getAllByRole('tab').map((element) => element.tabIndex)).toEqual([-1, 0, -1, -1]);
  });

  it('moves and selects with the arrow keys, wrapping and skipping disabled tabs, and with Home and End', async () => {
    const onChange = vi.fn();
    render(<Tabs label="学习中心" items={items} onChange={onChange} />);
    await userEvent.tab();
    expect(tab('我的课程')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('我的专题班')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('修改密码')).toHaveFocus();
    expect(tab('修改密码')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('修改密码表单');
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('我的课程')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tab('修改密码')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(tab('我的课程')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(tab('修改密码')).toHaveFocus();
    expect(onChange.mock.calls.map(([value]) => value)).toEqual(['classes', 'password', 'courses', 'password', 'courses', 'password']);
    await userEvent.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('ignores clicks on a disabled tab', async () => {
    const onChange = vi.fn();
    render(<Tabs label="学习中心" items={items} onChange={onChange} />);
    await userEvent.click(tab('我的考试'));
    expect(tab('我的考试')).toHaveAttribute('aria-disabled', 'true');
    expect(tab('我的考试')).toHaveAttribute('aria-selected', 'false');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('follows `value` when controlled and reports choices through onChange', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<Tabs label="学习中心" items={items} value="classes" onChange={onChange} />);
    await userEvent.click(tab('修改密码'));
    expect(onChange).toHaveBeenCalledWith('password');
    expect(tab('我的专题班')).toHaveAttribute('aria-selected', 'true');
    rerender(<Tabs label="学习中心" items={items} value="password" onChange={onChange} />);
    expect(tab('修改密码')).toHaveAttribute('aria-selected', 'true');
  });

  it('fills the selected panel with its children when the tab has no content', async () => {
    function StudyCentre() {
      const [value, setValue] = useState('hours');
      return (
        <Tabs
          label="学习中心"
          items={[
            { value: 'hours', label: '年度学时' },
            { value: 'certificates', label: '我的证书' },
          ]}
          value={value}
          onChange={setValue}
        >
          <p>{value === 'hours' ? '学时统计' : '证书列表'}</p>
        </Tabs>
      );
    }
    render(<StudyCentre />);
    expect(screen.getByRole('tabpanel', { name: '年度学时' })).toHaveTextContent('学时统计');
    await userEvent.click(tab('我的证书'));
    expect(screen.getByRole('tabpanel', { name: '我的证书' })).toHaveTextContent('证书列表');
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<Tabs label="学习中心" items={items} />);
    await expectNoAxeViolations(container);
  });
});

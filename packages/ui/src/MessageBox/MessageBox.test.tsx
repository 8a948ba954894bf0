import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { ThemeProvider } from '../ThemeProvider';
import { MessageBox } from './MessageBox';
import { MessageBoxProvider, useMessageBox, type MessageBoxApi } from './MessageBoxProvider';

const noTrainee = '未查询到您的学员信息，请联系本单位后台管理员。';

let boxes: MessageBoxApi;
function CaptureApi() {
  const api = useMessageBox();
  useEffect(() => {
    boxes = api;
  }, [api]);
  return null;
}
const renderProvider = () =>
  render(
    <ThemeProvider>
      <MessageBoxProvider>
        <CaptureApi />
      </MessageBoxProvider>
    </ThemeProvider>,
  );

describe('MessageBox', () => {
  it('shows an alert titled 提醒 with only 确定, which has the focus', () => {
    render(<MessageBox open message={noTrainee} onConfirm={() => undefined} />);
    const box = screen.getByRole('alertdialog', { name: '提醒' });
    expect(box).toHaveAccessibleDescription(noTrainee);
    expect(within(box).getAllByRole('button').map((button) => button.textContent)).toEqual(['确定']);
    expect(within(box).getByRole('button', { name: '确定' })).toHaveFocus();
  });

  it('starts a confirm on 取消 and takes its own labels', () => {
    render(
      <MessageBox
        open
        kind="confirm"
        message="确定退出登录吗？"
        labels={{ confirm: '退出', cancel: '留在本页' }}
        onConfirm={() => undefined}
        onCancel={() => undefined}
      />,
    );
    const box = screen.getByRole('alertdialog', { name: '提示' });
    expect(within(box).getByRole('button', { name: '留在本页' })).toHaveFocus();
    expect(within(box).getByRole('button', { name: '退出' })).toBeInTheDocument();
  });
});

describe('MessageBoxProvider', () => {
  it('resolves an alert only through 确定: Esc and the backdrop do nothing', async () => {
    const user = userEvent.setup();
    renderProvider();
    const answered = vi.fn();
    act(() => {
      void boxes.alert({ message: noTrainee, tone: 'warning' }).then(answered);
    });
    const box = await screen.findByRole('alertdialog', { name: '提醒' });
    await user.keyboard('{Escape}');
    await user.click(box.closest('[data-dialog-backdrop]')!);
    expect(box).toBeInTheDocument();
    expect(answered).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(answered).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('resolves a confirm true for 确定 and false for 取消 or Esc', async () => {
    const user = userEvent.setup();
    renderProvider();
    let answer: Promise<boolean> = Promise.resolve(true);

    act(() => {
      answer = boxes.confirm({ message: '确定删除这条笔记吗？' });
    });
    await user.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);

    act(() => {
      answer = boxes.confirm({ message: '确定删除这条笔记吗？' });
    });
    await user.keyboard('{Enter}');
    await expect(answer).resolves.toBe(false);

    act(() => {
      answer = boxes.confirm({ message: '确定删除这条笔记吗？', confirmLabel: '删除' });
    });
    await user.tab();
    expect(screen.getByRole('button', { name: '删除' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await expect(answer).resolves.toBe(true);
  });

  it('queues boxes asked for while one is open and shows them in order', async () => {
    const user = userEvent.setup();
    renderProvider();
    act(() => {
      void boxes.alert({ title: '第一条', message: '请先完成必修课程。' });
      void boxes.confirm({ title: '第二条', message: '现在去学习吗？' });
    });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.getByRole('alertdialog', { name: '第一条' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alertdialog', { name: '第二条' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '取消' })).toHaveFocus();
  });

  it('has no accessibility violations', async () => {
    renderProvider();
    act(() => {
      void boxes.confirm({ message: '确定退出登录吗？', tone: 'warning' });
    });
    await expectNoAxeViolations(document.body);
  });

  it('needs a provider', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<CaptureApi />)).toThrow(/MessageBoxProvider/);
    consoleError.mockRestore();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchBar } from './SearchBar';

describe('SearchBar', () => {
  it('searches for the trimmed keyword on Enter, and for everything when cleared', async () => {
    const onSearch = vi.fn();
    render(<SearchBar label="查找学习先锋" fieldLabel="姓名或单位" onSearch={onSearch} />);
    const field = screen.getByRole('searchbox', { name: '姓名或单位' });
    await userEvent.type(field, '  王海涛 {Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('王海涛');
    await userEvent.click(screen.getByRole('button', { name: '清空' }));
    expect(onSearch).toHaveBeenLastCalledWith('');
  });

  it('takes a new keyword from outside over what was typed', async () => {
    const { rerender } = render(<SearchBar label="搜索班级成员" value="" onSearch={() => undefined} />);
    await userEvent.type(screen.getByRole('searchbox'), '李');
    rerender(<SearchBar label="搜索班级成员" value="张明" onSearch={() => undefined} />);
    expect(screen.getByRole('searchbox')).toHaveValue('张明');
  });

  it('names the field without showing its label where the page already says what is searched', () => {
    render(<SearchBar label="搜索班级成员" fieldLabel="成员姓名" fieldLabelHidden placeholder="输入成员姓名" onSearch={() => undefined} />);
    expect(screen.getByRole('search', { name: '搜索班级成员' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: '成员姓名' })).toHaveAttribute('placeholder', '输入成员姓名');
    expect(screen.queryByText('成员姓名')).not.toBeInTheDocument();
  });
});

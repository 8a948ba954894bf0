import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { ThemeProvider } from '../ThemeProvider';
import { Header } from './Header';

describe('Header', () => {
  it('shows the title as a link home when there is no logo', () => {
    render(<Header title="干部网络学院" />);
    expect(screen.getByRole('link', { name: '干部网络学院' })).toHaveAttribute('href', '/index');
  });

  it('shows the logo, named by the title, when there is one', () => {
    render(<Header title="干部网络学院" logoSrc="/logo.png" />);
    expect(screen.getByRole('img', { name: '干部网络学院' })).toHaveAttribute('src', '/logo.png');
  });

  it('searches on Enter with the trimmed keyword', async () => {
    const onSearch = vi.fn();
    render(<Header title="学院" onSearch={onSearch} />);
    await userEvent.type(screen.getByRole('searchbox', { name: '搜索' }), '  习近平新时代  {Enter}');
    expect(onSearch).toHaveBeenCalledWith('习近平新时代', '');
  });

  it('searches with an empty keyword when the box is cleared', async () => {
    const onSearch = vi.fn();
    render(<Header title="学院" initialKeyword="党纪" onSearch={onSearch} />);
    await userEvent.clear(screen.getByRole('searchbox', { name: '搜索' }));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('', '');
  });

  it('searches the chosen type, chosen from the keyboard', async () => {
    const onSearch = vi.fn();
    render(
      <Header
        title="学院"
        searchTypes={[
          { value: 'kc', label: '课程' },
          { value: 'zt', label: '专题' },
        ]}
        initialType="kc"
        onSearch={onSearch}
      />,
    );
    const type = screen.getByRole('combobox', { name: '搜索范围' });
    expect(type).toHaveValue('kc');
    await userEvent.selectOptions(type, 'zt');
    await userEvent.type(screen.getByRole('searchbox', { name: '搜索' }), '廉洁{Enter}');
    expect(onSearch).toHaveBeenCalledWith('廉洁', 'zt');
  });

  it('uses the tenant logo from the theme when given none', () => {
    render(
      <ThemeProvider tenant={{ logo: '/tenant-logo.png' }}>
        <Header title="某省干部网络学院" />
      </ThemeProvider>,
    );
    expect(screen.getByRole('img', { name: '某省干部网络学院' })).toHaveAttribute('src', '/tenant-logo.png');
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<Header title="干部网络学院" />);
    await expectNoAxeViolations(container);
  });
});

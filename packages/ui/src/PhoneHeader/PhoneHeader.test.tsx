import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PortalFrameContext, type PortalFrameContextValue } from '../PortalLayout/portalFrameContext';
import { expectNoAxeViolations } from '../testing/axe';
import { PhoneHeader } from './PhoneHeader';

const inFrame = (frame: PortalFrameContextValue, ui: React.ReactNode) => <PortalFrameContext.Provider value={frame}>{ui}</PortalFrameContext.Provider>;
const phoneFrame = (openMenu = () => undefined): PortalFrameContextValue => ({ device: 'mobile', menu: { open: false, openMenu }, reservesToolbar: true });

describe('PhoneHeader', () => {
  it('folds the search box behind a button that opens it with the focus in it', async () => {
    const onSearch = vi.fn();
    render(<PhoneHeader title="学院" onSearch={onSearch} />);
    const toggle = screen.getByRole('button', { name: '搜索框' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    await userEvent.click(toggle);
    const box = await screen.findByRole('searchbox', { name: '搜索' });
    await vi.waitFor(() => expect(box).toHaveFocus());
    await userEvent.type(box, '党纪{Enter}');
    expect(onSearch).toHaveBeenCalledWith('党纪', '');
  });

  it('shows the search box open when the address brought a keyword', () => {
    render(<PhoneHeader title="学院" initialKeyword="党纪" />);
    expect(screen.getByRole('searchbox', { name: '搜索' })).toHaveValue('党纪');
  });

  it('inside the portal frame offers the menu button and keeps room for the toolbar', async () => {
    const openMenu = vi.fn();
    render(inFrame(phoneFrame(openMenu), <PhoneHeader title="干部网络学院" />));
    await userEvent.click(screen.getByRole('button', { name: '打开菜单' }));
    expect(openMenu).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('banner').querySelector('[data-reserve="toolbar"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: '干部网络学院' })).toHaveAttribute('href', '/index');
  });

  it('has no accessibility violations', async () => {
    const { container } = render(inFrame(phoneFrame(), <PhoneHeader title="干部网络学院" initialKeyword="党纪" />));
    await expectNoAxeViolations(container);
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Footer } from '../Footer';
import { Header } from '../Header';
import { PhoneHeader } from '../PhoneHeader';
import { expectNoAxeViolations } from '../testing/axe';
import { TopMenu } from '../TopMenu';
import { PortalLayout } from './PortalLayout';

const frame = (props: Partial<Parameters<typeof PortalLayout>[0]> = {}) => (
  <PortalLayout
    header={<Header title="干部网络学院" />}
    navigation={<TopMenu entries={[{ kind: 'link', id: 'home', label: '首页', href: '/index' }]} activeId="home" />}
    widget={<aside aria-label="快捷工具">工具栏</aside>}
    footer={<Footer lines={['主办单位：某学院']} />}
    {...props}
  >
    <h1>课程推荐</h1>
  </PortalLayout>
);

describe('PortalLayout', () => {
  it('lays out banner, navigation, main, widget and footer landmarks', () => {
    render(frame());
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '主菜单' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: '课程推荐' }));
    expect(screen.getByRole('complementary', { name: '快捷工具' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('hides the navigation bar and the widget when asked', () => {
    render(frame({ hideNavigation: true, hideWidget: true }));
    expect(screen.queryByRole('navigation', { name: '主菜单' })).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('lets a keyboard user skip straight to the main area', async () => {
    render(frame());
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: '跳到主要内容' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', `#${screen.getByRole('main').id}`);
  });

  it('on a phone puts the menu behind a button in the header, as a drawer that closes on Esc and after an entry is followed', async () => {
    render(
      frame({
        device: 'mobile',
        header: <PhoneHeader title="干部网络学院" />,
        navigation: (
          <TopMenu
            entries={[
              { kind: 'link', id: 'home', label: '首页', href: '#index' },
              { kind: 'link', id: 'courses', label: '课程推荐', href: '#courses' },
            ]}
            activeId="courses"
          />
        ),
      }),
    );
    expect(screen.queryByRole('navigation', { name: '主菜单' })).not.toBeInTheDocument();
    const toggle = within(screen.getByRole('banner')).getByRole('button', { name: '打开菜单' });
    await userEvent.click(toggle);
    const drawer = await screen.findByRole('dialog', { name: '菜单' });
    expect(within(drawer).getByRole('link', { name: '课程推荐' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
    await userEvent.click(toggle);
    await userEvent.click(within(await screen.findByRole('dialog', { name: '菜单' })).getByRole('link', { name: '首页' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('on a phone keeps the end of the header clear for the toolbar, and only when there is one', () => {
    const { unmount } = render(frame({ device: 'mobile', header: <PhoneHeader title="干部网络学院" /> }));
    expect(screen.getByRole('banner').querySelector('[data-reserve="toolbar"]')).not.toBeNull();
    unmount();
    render(frame({ device: 'mobile', header: <PhoneHeader title="干部网络学院" />, hideWidget: true }));
    expect(screen.getByRole('banner').querySelector('[data-reserve="toolbar"]')).toBeNull();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(frame());
    await expectNoAxeViolations(container);
  });
});

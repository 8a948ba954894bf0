import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Footer } from '../Footer';
import { Header } from '../Header';
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

  it('has no accessibility violations', async () => {
    const { container } = render(frame());
    await expectNoAxeViolations(container);
  });
});

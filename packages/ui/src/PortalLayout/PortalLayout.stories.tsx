import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmptyState } from '../EmptyState';
import { FloatingToolbar } from '../FloatingToolbar';
import { Footer } from '../Footer';
import { Header } from '../Header';
import { PhoneHeader } from '../PhoneHeader';
import { TopMenu } from '../TopMenu';
import { PortalLayout, portalMainId } from './PortalLayout';

const menu = (
  <TopMenu
    entries={[
      { kind: 'link', id: 'home', label: '首页', href: '/index' },
      { kind: 'link', id: 'courses', label: '课程推荐', href: '/commendIndex' },
      { kind: 'link', id: 'topics', label: '专题推荐', href: '/subjectList' },
      { kind: 'link', id: 'classes', label: '网上专题班', href: '/projectIndex' },
      { kind: 'link', id: 'columns', label: '栏目推荐', href: '/specialReList' },
      { kind: 'link', id: 'study', label: '学习中心', href: '/personalCenter' },
    ]}
    activeId="courses"
  />
);

const meta = {
  title: 'Layout/PortalLayout',
  component: PortalLayout,
  args: {
    header: <Header title="干部网络学院" />,
    navigation: menu,
    widget: <FloatingToolbar helpHref="/operateGuide" surveysHref="/previewList" backToTopFocusId={portalMainId} />,
    footer: <Footer lines={['主办单位：干部网络学院（演示）', '技术支持：Study Portal 开源项目', '地址：北京市东城区示例路 1 号', '京ICP备00000000号（演示）']} />,
    children: (
      <>
        <h1>课程推荐</h1>
        <EmptyState kind="noContent" />
      </>
    ),
  },
} satisfies Meta<typeof PortalLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toContainElement(canvas.getByRole('heading', { name: '课程推荐' }));
  },
};

export const DesktopBlueTheme: Story = { globals: { theme: 'blue' } };

export const WithoutNavigation: Story = { args: { hideNavigation: true } };

export const SearchPageWithoutWidget: Story = {
  args: { hideWidget: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('complementary')).toBeNull();
  },
};

/** A phone: the header stays at the top with the menu button, the search button and the toolbar's one button. */
export const Mobile: Story = { args: { device: 'mobile', header: <PhoneHeader title="干部网络学院" /> }, parameters: { viewport: { defaultViewport: 'mobile2' } } };

/** A phone with the menu drawer open, the current entry marked. */
export const MobileMenuOpen: Story = {
  args: { device: 'mobile', header: <PhoneHeader title="干部网络学院" />, defaultMenuOpen: true },
  parameters: { viewport: { defaultViewport: 'mobile2' } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const drawer = await page.findByRole('dialog', { name: '菜单' });
    await expect(within(drawer).getByRole('link', { name: '课程推荐' })).toHaveAttribute('aria-current', 'page');
  },
};

/** A phone with the toolbar's sheet open for a signed-in learner. */
export const MobileToolbarOpen: Story = {
  args: {
    device: 'mobile',
    header: <PhoneHeader title="干部网络学院" />,
    widget: (
      <FloatingToolbar
        helpHref="/operateGuide"
        surveysHref="/previewList"
        user={{ name: '张三' }}
        yearHours={{ year: 2026, hours: 36.5 }}
        lettersHref="/messageCenter"
        unreadLetters={2}
        defaultPanelOpen
      />
    ),
  },
  parameters: { viewport: { defaultViewport: 'mobile2' } },
};

/** A phone in the elder-friendly mode: the header's buttons grow with the text. */
export const MobileElderMode: Story = { args: { device: 'mobile', header: <PhoneHeader title="干部网络学院" /> }, globals: { elder: true }, parameters: { viewport: { defaultViewport: 'mobile2' } } };

export const ElderMode: Story = { globals: { elder: true } };

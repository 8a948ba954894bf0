import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Footer } from './Footer';

const fourLines = [
  '主办单位：干部网络学院（演示）',
  '技术支持：Study Portal 开源项目',
  '地址：北京市东城区示例路 1 号　邮编：100000',
  '京ICP备00000000号（演示）',
];

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  args: { lines: fourLines },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FourLines: Story = {};

export const FourLinesBlueTheme: Story = { globals: { theme: 'blue' } };

export const TwoLines: Story = { args: { lines: [fourLines[0], '', '', fourLines[3]] } };

/** With the site's own links above the lines, as the portal shows its site map. */
export const WithLinks: Story = {
  args: {
    links: (
      <nav aria-label="站点导航">
        <ul>
          <li>
            <a href="/siteMap">网站地图</a>
          </li>
          <li>
            <a href="/operateGuide">帮助中心</a>
          </li>
        </ul>
      </nav>
    ),
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: '站点导航' });
    await expect(nav.closest('footer')).toBe(canvas.getByRole('contentinfo'));
    await expect(canvas.getByRole('link', { name: '网站地图' })).toHaveAttribute('href', '/siteMap');
  },
};

export const WithLinksElderMode: Story = { ...WithLinks, globals: { elder: true } };

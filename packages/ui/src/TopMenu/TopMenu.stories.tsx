import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TopMenu, type TopMenuEntry } from './TopMenu';

const defaultEntries: TopMenuEntry[] = [
  { kind: 'link', id: 'home', label: '首页', href: '/index' },
  { kind: 'link', id: 'courses', label: '课程推荐', href: '/commendIndex' },
  { kind: 'link', id: 'topics', label: '专题推荐', href: '/subjectList' },
  { kind: 'link', id: 'classes', label: '网上专题班', href: '/projectIndex' },
  { kind: 'link', id: 'columns', label: '栏目推荐', href: '/specialReList' },
  { kind: 'link', id: 'study', label: '学习中心', href: '/personalCenter' },
];

const meta = {
  title: 'Navigation/TopMenu',
  component: TopMenu,
  args: {
    entries: defaultEntries,
    activeId: 'home',
    onNavigate: fn((_entry, event) => event.preventDefault()),
    onAction: fn(),
  },
} satisfies Meta<typeof TopMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultMenu: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
  },
};

export const DefaultMenuBlueTheme: Story = { globals: { theme: 'blue' } };

export const FollowingAnEntry: Story = {
  name: 'Test: Following An Entry',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('link', { name: '课程推荐' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(expect.objectContaining({ id: 'courses' }), expect.anything());
  },
};

export const WithExternalAcademyButton: Story = {
  args: {
    entries: [...defaultEntries, { kind: 'button', id: 'zwy', label: '中国干部网络学院' }],
  },
};

export const WithExternalAcademyButtonInteraction: Story = {
  ...WithExternalAcademyButton,
  name: 'Test: With External Academy Button',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '中国干部网络学院' }));
    await expect(args.onAction).toHaveBeenCalledWith(expect.objectContaining({ id: 'zwy' }));
  },
};

export const WithExternalLink: Story = {
  globals: { theme: 'blue' },
  args: {
    entries: [
      ...defaultEntries.slice(0, 2),
      { kind: 'link', id: 'library', label: '数字图书馆', href: 'https://library.example.cn/', external: true },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '数字图书馆' })).toHaveAttribute('target', '_blank');
  },
};

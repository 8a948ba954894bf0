import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect } from 'storybook/test';
import { EntryList } from './EntryList';

const meta = {
  title: 'Shared/EntryList',
  component: EntryList,
  args: {
    entries: [
      {
        id: 'n1',
        title: '关于开展2026年度干部网络学习的通知',
        href: '/informationDetail?id=n1',
        tags: ['置顶'],
        facts: [
          ['来源', '省委组织部'],
          ['发布时间', '2026-03-01'],
        ],
        summary: '各单位：为深入学习贯彻党的二十届三中全会精神，现就2026年度干部网络学习有关事项通知如下。',
      },
      {
        id: 'n2',
        title: '<img src=x onerror=alert(1)>系统维护公告',
        href: '/informationDetail?id=n2',
        facts: [['发布时间', '2026-02-20']],
        summary: null,
      },
    ],
  },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof EntryList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Notices and search results: the title links to the record; server text stays text. */
export const Links: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '关于开展2026年度干部网络学习的通知' })).toHaveAttribute('href', '/informationDetail?id=n1');
    await expect(canvas.getByRole('link', { name: '<img src=x onerror=alert(1)>系统维护公告' })).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const PlainTitles: Story = {
  args: { titleStyle: 'plain' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

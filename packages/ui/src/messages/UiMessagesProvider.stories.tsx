import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { Pagination } from '../Pagination';
import { UiMessagesProvider, type UiMessagesOverride } from './UiMessagesProvider';

/** Kit components that bring their own zh-CN wording: standard actions, an empty list and its pages. */
function WordedSample() {
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <div style={{ display: 'flex', gap: 8 }}>
        <Button variant="primary" action="save" />
        <Button action="cancel" />
      </div>
      <EmptyState height={160} />
      <Pagination page={1} pageSize={10} total={48} onChange={fn()} />
    </div>
  );
}

const meta = {
  title: 'Foundations/UiMessagesProvider',
  component: UiMessagesProvider,
  args: { messages: {}, children: <WordedSample /> },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof UiMessagesProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No replacements: every component keeps the kit's zh-CN wording. */
export const KitWording: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '保存' })).toBeVisible();
    await expect(canvas.getByText('暂无数据')).toBeVisible();
    await expect(canvas.getByText('共 48 条')).toBeVisible();
  },
};

const tenantWording: UiMessagesOverride = {
  actions: { save: '提交' },
  emptyState: { noData: '这里还没有记录' },
  pagination: { total: (total: number) => `合计 ${total} 项` },
};

/** A tenant's own words for some strings; what it leaves out (取消, the page buttons) stays the kit's. */
export const ReplacedWording: Story = {
  args: { messages: tenantWording },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '提交' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '取消' })).toBeVisible();
    await expect(canvas.getByText('这里还没有记录')).toBeVisible();
    await expect(canvas.getByText('合计 48 项')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: '分页' })).toBeVisible();
  },
};

/** A section of the app replaces more words inside the app's own replacements; both apply. */
export const NestedProviders: Story = {
  args: { messages: { actions: { save: '提交' } } },
  render: (args) => (
    <UiMessagesProvider {...args}>
      <UiMessagesProvider messages={{ actions: { cancel: '返回' } }}>
        <WordedSample />
      </UiMessagesProvider>
    </UiMessagesProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '提交' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '返回' })).toBeVisible();
  },
};

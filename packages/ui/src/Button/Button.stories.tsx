import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'Forms/Button',
  component: Button,
  args: { onClick: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: { variant: 'primary', action: 'save' } };
export const PrimaryBlueTheme: Story = { args: { variant: 'primary', action: 'save' }, globals: { theme: 'blue' } };
export const Default: Story = { args: { action: 'cancel' } };
export const Danger: Story = { args: { variant: 'danger', action: 'delete' } };
export const Text: Story = { args: { variant: 'text', action: 'detail' } };
export const Small: Story = { args: { size: 'small', action: 'edit' } };

export const Loading: Story = {
  args: { variant: 'primary', loading: true, action: 'save' },
};

export const LoadingInteraction: Story = {
  ...Loading,
  name: 'Test: Loading',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { variant: 'primary', disabled: true, action: 'create' } };

export const StandardActions: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button {...args} action="cancel" />
      <Button {...args} variant="danger" action="delete" />
      <Button {...args} variant="text" action="detail" />
      <Button {...args} action="edit" />
      <Button {...args} variant="primary" action="create" />
      <Button {...args} variant="primary" action="save" />
      <Button {...args} variant="primary" action="query" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button').map((button) => button.textContent)).toEqual(['取消', '删除', '详情', '编辑', '新建', '保存', '查询']);
  },
};

export const StandardActionsElderMode: Story = { ...StandardActions, globals: { elder: true } };

export const KeyboardPress: Story = {
  args: { variant: 'primary', children: '提交评价' },
};

export const KeyboardPressInteraction: Story = {
  ...KeyboardPress,
  name: 'Test: Keyboard Press',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '提交评价' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** A link to another page drawn as a button (`href`): still a link to a screen reader and to a new tab. */
export const Link: Story = {
  args: { href: '/subcourse?id=c01', children: '开始学习' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '开始学习' })).toHaveAttribute('href', '/subcourse?id=c01');
  },
};

export const LinkInteraction: Story = {
  ...Link,
  name: 'Test: Link',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await Link.play!(context);
    await userEvent.tab();
    await expect(context.canvas.getByRole('link', { name: '开始学习' })).toHaveFocus();
  },
};

/** The page's main way on, as a link. */
export const LinkPrimary: Story = {
  args: { href: '/liveInit?id=live-01', variant: 'primary', children: '进入直播间' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '进入直播间' })).toHaveAttribute('data-variant', 'primary');
  },
};

export const LinkSmall: Story = { args: { href: '/examReview?recordId=r-01', size: 'small', children: '查看解析' } };

export const LinkBlock: Story = { args: { href: '/subcourse?id=c01', variant: 'primary', block: true, children: '进入学习' } };

export const LinkElderMode: Story = { ...LinkPrimary, globals: { elder: true } };

/** A link that cannot be followed yet: greyed, announced as unavailable, given no address. */
export const LinkDisabled: Story = {
  args: { href: '/surveyResults?id=sv-01', disabled: true, children: '查看结果' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: '查看结果' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await expect(link).not.toHaveAttribute('href');
  },
};

export const LinkDisabledInteraction: Story = {
  ...LinkDisabled,
  name: 'Test: Link Disabled',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await LinkDisabled.play!(context);
    const { canvas, args } = context;
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '查看结果' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(canvas.getByRole('link', { name: '查看结果' }));
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

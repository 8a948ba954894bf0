import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog, type DialogProps } from './Dialog';

/** A trigger and its dialog; the story's `open` arg is only the starting state. */
function DialogDemo({ open: initiallyOpen, onClose, ...props }: DialogProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>打开对话框</Button>
      <Dialog {...props} open={open} onClose={close} />
    </>
  );
}

const confirmFooter = (
  <>
    <Button action="cancel" />
    <Button variant="primary" action="confirm" />
  </>
);

const passwordForm = (
  <div style={{ display: 'grid', gap: 12 }}>
    <label style={{ display: 'grid', gap: 4 }}>
      原密码
      <input type="password" autoComplete="current-password" />
    </label>
    <label style={{ display: 'grid', gap: 4 }}>
      新密码
      <input type="password" autoComplete="new-password" />
    </label>
  </div>
);

const meta = {
  title: 'Feedback/Dialog',
  component: Dialog,
  render: (args) => <DialogDemo {...args} />,
  args: { open: true, title: '修改密码', onClose: fn(), children: passwordForm, footer: confirmFooter },
  parameters: {
    layout: 'padded',
    // Each story in its own frame, so the docs page is not covered by every story's backdrop.
    docs: { story: { inline: false, iframeHeight: 520 } },
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 400 px wide, as it opens. */
export const Default: Story = {};

/** Opened, cycled and closed from the keyboard, then opened again. */
export const DefaultInteraction: Story = {
  args: { open: false },
  name: 'Test: Default',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: '打开对话框' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await canvas.findByRole('dialog', { name: '修改密码' });
    await expect(within(dialog).getByLabelText('原密码')).toHaveFocus();

    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: '确定' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: '关闭' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByLabelText('原密码')).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('dialog', { name: '修改密码' })).toBeVisible();
  },
};

/** 360 px, as the UKEY PIN and SMS verification dialogs. */
export const NarrowPinForm: Story = {
  args: {
    width: 360,
    title: '请输入PIN码',
    children: (
      <label style={{ display: 'grid', gap: 4 }}>
        PIN码
        <input type="password" inputMode="numeric" />
      </label>
    ),
  },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: '请输入PIN码' });
    await expect(dialog).toHaveStyle({ width: '360px' });
    await expect(within(dialog).getByLabelText('PIN码')).toHaveFocus();
  },
};

export const CustomWidth: Story = {
  args: {
    width: '40rem',
    title: '课程简介',
    footer: <Button variant="primary" action="close" />,
    children: <p style={{ margin: 0 }}>本课程围绕基层治理能力提升，介绍相关政策、典型案例与工作方法。</p>,
  },
};

/** The forced password change: no close button; Esc and backdrop clicks do nothing. */
export const NotClosable: Story = {
  args: { closable: false, title: '请修改初始密码', footer: <Button variant="primary" action="save" /> },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: '请修改初始密码' });
    await expect(within(dialog).queryByRole('button', { name: '关闭' })).not.toBeInTheDocument();
  },
};

export const NotClosableInteraction: Story = {
  ...NotClosable,
  name: 'Test: Not Closable',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await NotClosable.play!(context);
    const { canvas, args } = context;
    const dialog = await canvas.findByRole('dialog', { name: '请修改初始密码' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
  },
};

export const WithFooterButtons: Story = {
  args: {
    title: '删除笔记',
    children: <p style={{ margin: 0 }}>删除后不可恢复，确定删除这条学习笔记吗？</p>,
    footer: (
      <>
        <Button action="cancel" />
        <Button variant="danger" action="delete" />
      </>
    ),
  },
};

/** Content taller than the window scrolls inside the dialog; the scrolling area takes the focus with Tab. */
export const LongContentScrolling: Story = {
  args: {
    title: '学员手册',
    footer: <Button variant="primary" action="confirm" />,
    children: Array.from({ length: 30 }, (_, index) => (
      <p key={index} style={{ margin: '0 0 12px' }}>
        第{index + 1}条：学员应按时完成年度学时要求，认真参加专题班学习与在线考试。
      </p>
    )),
  },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: '学员手册' });
    await expect(within(dialog).getByRole('button', { name: '确定' })).toHaveFocus();
  },
};

export const LongContentScrollingInteraction: Story = {
  ...LongContentScrolling,
  name: 'Test: Long Content Scrolling',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await LongContentScrolling.play!(context);
    const { canvas } = context;
    const dialog = await canvas.findByRole('dialog', { name: '学员手册' });
    await userEvent.tab({ shift: true });
    const body = within(dialog).getByText(/第1条/).parentElement!;
    await expect(body).toHaveFocus();
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
  },
};

/** An enrolment: once confirmed, its 报名 button is gone, and the focus goes to the confirmation. */
function EnrolmentDemo() {
  const [open, setOpen] = useState(false);
  const [enrolled, setEnrolled] = useState(false);
  const confirmationRef = useRef<HTMLParagraphElement>(null);
  return (
    <>
      {enrolled ? null : <Button onClick={() => setOpen(true)}>报名</Button>}
      <p ref={confirmationRef} role="status" tabIndex={-1} hidden={!enrolled}>
        {enrolled ? '已成功报名，可以开始学习了' : ''}
      </p>
      <Dialog
        title="报名专题班"
        open={open}
        onClose={() => setOpen(false)}
        returnFocusRef={confirmationRef}
        footer={
          <Button
            variant="primary"
            onClick={() => {
              setEnrolled(true);
              setOpen(false);
            }}
          >
            确认报名
          </Button>
        }
      >
        确认以张明的学员身份报名本班？
      </Dialog>
    </>
  );
}

/** `returnFocusRef`: the confirmation takes the focus; closing without enrolling gives it back to 报名. */
export const ReturnsFocusToTheOutcome: Story = {
  render: () => <EnrolmentDemo />,
};

export const ReturnsFocusToTheOutcomeInteraction: Story = {
  ...ReturnsFocusToTheOutcome,
  name: 'Test: Returns Focus To The Outcome',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '报名' }));
    const page = within(document.body);
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: '报名' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: '报名' }));
    await userEvent.click(page.getByRole('button', { name: '确认报名' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveFocus());
    await expect(canvas.getByRole('status')).toHaveTextContent('已成功报名');
  },
};

export const BlueTheme: Story = { globals: { theme: 'blue' } };

export const ElderMode: Story = { globals: { elder: true } };

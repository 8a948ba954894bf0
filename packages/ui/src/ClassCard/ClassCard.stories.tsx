import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ClassCard } from './ClassCard';
import { sampleClasses } from './sampleClasses';

const [openClass, enrolledClass, endedClass] = sampleClasses.map(({ id: _id, ...props }) => props);

const meta = {
  title: 'Content/ClassCard',
  component: ClassCard,
  args: { ...openClass!, onEnrol: fn(), onOpen: fn((event) => event.preventDefault()) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ClassCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenForEnrolment: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2026-03-01 至 2026-06-30')).toBeVisible();
  },
};

export const OpenForEnrolmentInteraction: Story = {
  ...OpenForEnrolment,
  name: 'Test: Open For Enrolment',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await OpenForEnrolment.play!(context);
    const { canvas, args } = context;
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: openClass!.name })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '报名' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onEnrol).toHaveBeenCalledTimes(1);
  },
};

export const Enrolling: Story = { args: { enrolling: true } };

export const EnrolledWithProgress: Story = {
  args: { ...enrolledClass! },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已报名')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: '学习进度' })).toHaveAttribute('aria-valuenow', '45');
  },
};

export const Ended: Story = {
  args: { ...endedClass! },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已结束')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '报名' })).toBeNull();
  },
};

export const OpenForEnrolmentBlueTheme: Story = { ...OpenForEnrolment, globals: { theme: 'blue' } };

export const OpenForEnrolmentBlueThemeInteraction: Story = {
  ...OpenForEnrolmentBlueTheme,
  name: 'Test: Open For Enrolment Blue Theme',
  tags: ['!autodocs', 'interaction'],
  play: OpenForEnrolmentInteraction.play,
};
export const EnrolledWithProgressBlueTheme: Story = { ...EnrolledWithProgress, globals: { theme: 'blue' } };
export const OpenForEnrolmentElderMode: Story = { ...OpenForEnrolment, globals: { elder: true } };

export const OpenForEnrolmentElderModeInteraction: Story = {
  ...OpenForEnrolmentElderMode,
  name: 'Test: Open For Enrolment Elder Mode',
  tags: ['!autodocs', 'interaction'],
  play: OpenForEnrolmentInteraction.play,
};
export const EnrolledWithProgressElderMode: Story = { ...EnrolledWithProgress, globals: { elder: true } };

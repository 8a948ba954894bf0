import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Countdown } from './Countdown';

// A frozen clock keeps every screenshot the same.
const examStart = Date.UTC(2026, 5, 1, 1, 0, 0);
const frozenClock = () => examStart;
const minutesFromStart = (minutes: number) => examStart + minutes * 60_000;

const meta = {
  title: 'Content/Countdown',
  component: Countdown,
  args: { now: frozenClock, endsAt: minutesFromStart(45), onEnd: fn(), onTick: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FortyFiveMinutesLeft: Story = {
  play: async ({ canvas, canvasElement }) => {
    const timer = canvas.getByRole('timer', { name: '剩余时间' });
    await expect(timer).toHaveTextContent('45:00');
    await expect(canvasElement.querySelector('[data-warning]')).toBeNull();
  },
};

export const TwoHoursLeft: Story = {
  args: { endsAt: minutesFromStart(120) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer', { name: '剩余时间' })).toHaveTextContent('02:00:00');
  },
};

export const FourMinutesLeft: Story = {
  args: { endsAt: minutesFromStart(4) },
  play: async ({ canvas }) => {
    const timer = canvas.getByRole('timer', { name: '剩余时间' });
    await expect(timer).toHaveTextContent('04:00');
    await expect(getComputedStyle(timer).fontWeight).toBe('700');
  },
};

export const Ended: Story = {
  args: { endsAt: minutesFromStart(-1) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('timer', { name: '剩余时间' })).toHaveTextContent('00:00');
    await expect(canvas.getByText('时间到')).toBeVisible();
    await expect(args.onEnd).toHaveBeenCalledTimes(1);
  },
};

export const FourMinutesLeftBlueTheme: Story = {
  ...FourMinutesLeft,
  globals: { theme: 'blue' },
};

export const FourMinutesLeftElderMode: Story = {
  ...FourMinutesLeft,
  globals: { elder: true },
};

export const FortyFiveMinutesLeftElderMode: Story = {
  ...FortyFiveMinutesLeft,
  globals: { elder: true },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ProgressBar } from '../ProgressBar';
import { longTopicDescription, longTopicName, sampleTopics } from './sampleTopics';
import { TopicCard } from './TopicCard';

const [topic] = sampleTopics.map(({ id: _id, ...props }) => props);

const meta = {
  title: 'Content/TopicCard',
  component: TopicCard,
  args: { ...topic!, onOpen: fn((event) => event.preventDefault()) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 300 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TopicCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithData: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('24 门课程')).toBeVisible();
  },
};

export const WithDataInteraction: Story = {
  ...WithData,
  name: 'Test: With Data',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await WithData.play!(context);
    const { canvas, args } = context;
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: topic!.name })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: { name: longTopicName, description: longTopicDescription },
  play: async ({ canvas }) => {
    const description = canvas.getByText(longTopicDescription);
    // Three lines on screen; the whole text stays in the page.
    await expect(description.scrollHeight).toBeGreaterThan(description.clientHeight);
  },
};

export const WithoutCover: Story = { args: { cover: null } };

/** The learner's progress, added by the page, stays inside the card's box. */
export const WithProgress: Story = {
  args: { children: <ProgressBar value={40} label="专题学习进度" showValue /> },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article').getBoundingClientRect();
    const bar = canvas.getByRole('progressbar', { name: '专题学习进度' }).getBoundingClientRect();
    await expect(bar.bottom).toBeLessThanOrEqual(card.bottom);
    await expect(bar.left).toBeGreaterThanOrEqual(card.left);
    await expect(bar.right).toBeLessThanOrEqual(card.right);
  },
};

export const WithDataBlueTheme: Story = { ...WithData, globals: { theme: 'blue' } };

export const WithDataBlueThemeInteraction: Story = {
  ...WithDataBlueTheme,
  name: 'Test: With Data Blue Theme',
  tags: ['!autodocs', 'interaction'],
  play: WithDataInteraction.play,
};
export const LongTextElderMode: Story = { ...LongText, globals: { elder: true } };

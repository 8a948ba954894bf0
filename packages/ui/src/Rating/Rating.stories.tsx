import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Rating, type RatingProps } from './Rating';

const meta = {
  title: 'Content/Rating',
  component: Rating,
  args: { value: 7 },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Rating>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keeps the score in state, as a page would, and reports each change. */
function RatingWithState({ value, onChange, ...rest }: RatingProps) {
  const [score, setScore] = useState(value);
  return (
    <Rating
      {...rest}
      value={score}
      onChange={(next) => {
        setScore(next);
        onChange?.(next);
      }}
    />
  );
}

export const ReadOnlyZero: Story = {
  args: { value: 0, showScore: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '评分 0 分' })).toBeVisible();
  },
};

export const ReadOnlySeven: Story = {
  args: { value: 7, showScore: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '评分 7 分' })).toBeVisible();
  },
};

export const ReadOnlyTen: Story = {
  args: { value: 10, showScore: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '评分 10 分' })).toBeVisible();
  },
};

export const Interactive: Story = {
  args: { value: 6, label: '我的评价', showLabel: true, showScore: true, onChange: fn() },
  render: (args) => <RatingWithState {...args} />,
};

export const InteractiveInteraction: Story = {
  ...Interactive,
  name: 'Test: Interactive',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '3 星' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '4 星' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(8);
    await expect(canvas.getByText('8 分')).toBeVisible();
  },
};

export const InteractiveDisabled: Story = {
  args: { value: 8, label: '我的评价', showLabel: true, disabled: true, onChange: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '4 星' })).toBeDisabled();
  },
};

const dimensions = ['立场观点正确', '注重问题导向', '内容丰富全面', '课程生动形象', '教学切实有效'] as const;

/** The course evaluation (我的评价): one rating per dimension, each 0-10. */
function FiveDimensionRating({ onSubmit }: { onSubmit: (scores: Record<string, number>) => void }) {
  const [scores, setScores] = useState<Record<string, number>>({});
  return (
    <form
      aria-label="我的评价"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(scores);
      }}
      style={{ display: 'grid', gap: 8, justifyItems: 'start' }}
    >
      {dimensions.map((dimension) => (
        <Rating
          key={dimension}
          label={dimension}
          showLabel
          showScore
          value={scores[dimension] ?? 0}
          onChange={(score) => setScores((current) => ({ ...current, [dimension]: score }))}
        />
      ))}
      <Button type="submit" variant="primary">
        提交评价
      </Button>
    </form>
  );
}

export const FiveDimensionForm: Story = {
  args: { onChange: fn() },
  render: (args) => <FiveDimensionRating onSubmit={(scores) => args.onChange?.(Object.values(scores).reduce((sum, score) => sum + score, 0))} />,
  play: async ({ canvas }) => {
    for (const dimension of dimensions) {
      await expect(canvas.getByRole('radiogroup', { name: dimension })).toBeVisible();
    }
  },
};

export const FiveDimensionFormInteraction: Story = {
  ...FiveDimensionForm,
  name: 'Test: Five Dimension Form',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await FiveDimensionForm.play!(context);
    const { canvas, args } = context;
    // First dimension: into the group, pick the first star, then move up to four stars.
    await userEvent.tab();
    await expect(within(canvas.getByRole('radiogroup', { name: '立场观点正确' })).getByRole('radio', { name: '1 星' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    // Second dimension: from the first star, Left wraps round to all five.
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(within(canvas.getByRole('radiogroup', { name: '注重问题导向' })).getByRole('radio', { name: '5 星' })).toBeChecked();
    await expect(canvas.getAllByText('8 分')).toHaveLength(1);
    await expect(canvas.getAllByText('10 分')).toHaveLength(1);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '提交评价' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(18);
  },
};

export const FiveDimensionFormBlueTheme: Story = { ...FiveDimensionForm, globals: { theme: 'blue' } };

export const FiveDimensionFormBlueThemeInteraction: Story = {
  ...FiveDimensionFormBlueTheme,
  name: 'Test: Five Dimension Form Blue Theme',
  tags: ['!autodocs', 'interaction'],
  play: FiveDimensionFormInteraction.play,
};
export const FiveDimensionFormElderMode: Story = { ...FiveDimensionForm, globals: { elder: true } };

export const FiveDimensionFormElderModeInteraction: Story = {
  ...FiveDimensionFormElderMode,
  name: 'Test: Five Dimension Form Elder Mode',
  tags: ['!autodocs', 'interaction'],
  play: FiveDimensionFormInteraction.play,
};

import { useId } from 'react';
import { useProgressMessages } from '../messages';
import { ProgressFill, ProgressLabel, ProgressRoot, ProgressTrack, ProgressValue } from './ProgressBar.styles';

export type ProgressTone = 'primary' | 'success';

export interface ProgressBarProps {
  /** Percentage done, 0 to 100; values outside are clamped and fractions rounded. */
  value: number;
  /** What is progressing, e.g. 学习进度; 进度 by default. Always the bar's accessible name. */
  label?: string;
  /** Shows the label above the bar as well. */
  showLabel?: boolean;
  /** Shows the percentage after the bar. */
  showValue?: boolean;
  /** `primary` (the theme colour, default) or `success`, e.g. for a finished class. */
  tone?: ProgressTone;
  /** Class name added to the root element, for styling it from outside. */
  className?: string;
}

/** How far something has got, e.g. a learner's hours in a special-topic class. */
export function ProgressBar({ value, label, showLabel = false, showValue = false, tone = 'primary', className }: ProgressBarProps) {
  const messages = useProgressMessages();
  const labelId = useId();
  const percent = Number.isFinite(value) ? Math.min(100, Math.max(0, Math.round(value))) : 0;
  const text = label ?? messages.label;
  return (
    <ProgressRoot className={className}>
      {showLabel && <ProgressLabel id={labelId}>{text}</ProgressLabel>}
      <ProgressTrack
        role="progressbar"
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-label={showLabel ? undefined : text}
        aria-labelledby={showLabel ? labelId : undefined}
        data-tone={tone}
      >
        <ProgressFill style={{ width: `${percent}%` }} />
      </ProgressTrack>
      {showValue && <ProgressValue aria-hidden="true">{messages.percent(percent)}</ProgressValue>}
    </ProgressRoot>
  );
}

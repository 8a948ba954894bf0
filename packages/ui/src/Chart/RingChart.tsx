import { RingFigure } from './Chart.styles';
import { percentOf } from './chartScale';

export type RingTone = 'primary' | 'success';

export interface RingChartProps {
  /** How much is done, e.g. 18.5 hours earned. */
  value: number;
  /** What is to be reached, e.g. 50 hours required; 0 or less reads as nothing to measure (0%). */
  max: number;
  /** What the ring measures, e.g. 2026年度总学时完成进度. The start of the picture's name. */
  label: string;
  /** The figures in words, e.g. 已完成 18.5 学时，要求 50 学时; read after the percentage. */
  description?: string;
  /** Text in the middle; the percentage by default. */
  centreText?: string;
  /** Diameter in px. Default 112. */
  size?: number;
  /** `primary` (the theme colour, default) or `success`, e.g. once the requirement is met. */
  tone?: RingTone;
  /** Class name added to the root element, for styling it from outside. */
  className?: string;
}

const radius = 42;
const circumference = 2 * Math.PI * radius;

/**
 * How far a figure is towards its target, as a ring: a picture (role="img") whose name holds
 * the percentage and, given a description, the figures themselves. Values beyond the target
 * fill the ring.
 */
export function RingChart({ value, max, label, description, centreText, size = 112, tone = 'primary', className }: RingChartProps) {
  const percent = percentOf(value, max);
  const centre = centreText ?? `${percent}%`;
  const name = description ? `${label}：${centre}，${description}` : `${label}：${centre}`;
  return (
    <RingFigure className={className} data-tone={tone}>
      <svg role="img" aria-label={name} viewBox="0 0 100 100" width={size} height={size} focusable="false" data-percent={percent}>
        <circle data-part="track" cx="50" cy="50" r={radius} fill="none" strokeWidth="10" />
        {percent > 0 && (
          <circle
            data-part="arc"
            cx="50"
            cy="50"
            r={radius}
            fill="none"
            strokeWidth="10"
            strokeLinecap={percent < 100 ? 'round' : 'butt'}
            strokeDasharray={circumference}
            strokeDashoffset={circumference * (1 - percent / 100)}
            transform="rotate(-90 50 50)"
          />
        )}
        <text data-part="centre" x="50" y="50" dy="0.35em" textAnchor="middle">
          {centre}
        </text>
      </svg>
    </RingFigure>
  );
}

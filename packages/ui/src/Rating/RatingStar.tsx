import { StarFill, StarGlyph } from './Rating.styles';

export type StarFillLevel = 'empty' | 'half' | 'full';

const starPath = 'M12 2.6 L14.9 8.6 L21.5 9.5 L16.7 14.1 L17.9 20.6 L12 17.5 L6.1 20.6 L7.3 14.1 L2.5 9.5 L9.1 8.6 Z';

/** How much of star `position` (1 to 5) a 0-10 score fills: each star is worth two points. */
export const starFillFor = (score: number, position: number): StarFillLevel =>
  score >= position * 2 ? 'full' : score === position * 2 - 1 ? 'half' : 'empty';

/** One star drawn as an outline with a gold fill clipped to none, half or all of it. Decorative. */
export function RatingStar({ fill }: { fill: StarFillLevel }) {
  return (
    <StarGlyph data-fill={fill} aria-hidden="true">
      <svg viewBox="0 0 24 24" focusable="false">
        <path d={starPath} />
      </svg>
      <StarFill>
        <svg viewBox="0 0 24 24" focusable="false">
          <path d={starPath} />
        </svg>
      </StarFill>
    </StarGlyph>
  );
}

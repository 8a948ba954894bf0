import { useId, useState } from 'react';
import { useRatingMessages } from '../messages';
import { RatingLabel, RatingRoot, RatingScore, RatingStars, StarInput, StarOption } from './Rating.styles';
import { RatingStar, starFillFor } from './RatingStar';

export interface RatingProps {
  /** The score, 0 to 10; each star is worth 2 points, so an odd score shows a half star. */
  value: number;
  /**
   * Makes the rating a choice of five stars (a radio group) and receives the chosen score,
   * 2 to 10. Without it the rating is a picture of the score.
   */
  onChange?: (score: number) => void;
  /** What is rated, e.g. a dimension such as 立场观点正确; 评分 by default. */
  label?: string;
  /** Shows the label before the stars, as in a form of several dimensions. */
  showLabel?: boolean;
  /** Shows the score in points after the stars. */
  showScore?: boolean;
  /** Shows the choice but refuses changes (only with `onChange`). */
  disabled?: boolean;
  /** Class name added to the root element, for styling it from outside. */
  className?: string;
}

const positions = [1, 2, 3, 4, 5] as const;

const toScore = (value: number): number => (Number.isFinite(value) ? Math.min(10, Math.max(0, Math.round(value))) : 0);

/**
 * Five stars for a 0-10 score, as the course evaluation uses for each of its dimensions.
 * Read-only it is one image named with the score; with `onChange` it is a group of five
 * radios, so arrow keys move the choice and a screen reader says "N 星".
 */
export function Rating({ value, onChange, label, showLabel = false, showScore = false, disabled = false, className }: RatingProps) {
  const messages = useRatingMessages();
  const name = useId();
  const labelId = useId();
  const [preview, setPreview] = useState<number | null>(null);
  const text = label ?? messages.label;
  const score = toScore(value);

  if (!onChange) {
    return (
      <RatingRoot className={className}>
        {showLabel && <RatingLabel aria-hidden="true">{text}</RatingLabel>}
        <RatingStars role="img" aria-label={`${text} ${messages.score(score)}`}>
          {positions.map((position) => (
            <RatingStar key={position} fill={starFillFor(score, position)} />
          ))}
        </RatingStars>
        {showScore && <RatingScore aria-hidden="true">{messages.score(score)}</RatingScore>}
      </RatingRoot>
    );
  }

  const shown = disabled ? score : (preview ?? score);
  return (
    <RatingRoot className={className} data-interactive="">
      {showLabel && <RatingLabel id={labelId}>{text}</RatingLabel>}
      <RatingStars
        role="radiogroup"
        aria-label={showLabel ? undefined : text}
        aria-labelledby={showLabel ? labelId : undefined}
        aria-disabled={disabled ? 'true' : undefined}
        onMouseLeave={() => setPreview(null)}
      >
        {positions.map((position) => (
          <StarOption key={position} onMouseEnter={() => setPreview(position * 2)}>
            <StarInput
              type="radio"
              name={name}
              value={position * 2}
              checked={score === position * 2}
              disabled={disabled}
              aria-label={messages.star(position)}
              onChange={() => onChange(position * 2)}
            />
            <RatingStar fill={starFillFor(shown, position)} />
          </StarOption>
        ))}
      </RatingStars>
      {showScore && <RatingScore aria-hidden="true">{messages.score(shown)}</RatingScore>}
    </RatingRoot>
  );
}

import type { CSSProperties } from 'react';
import { SkeletonLines, SkeletonShape } from './Skeleton.styles';

export type SkeletonShapeName = 'text' | 'rect' | 'circle';

export interface SkeletonProps {
  /** `text` (lines of text, default), `rect` (a picture or block) or `circle` (an avatar). */
  shape?: SkeletonShapeName;
  /** Number of lines of a `text` skeleton; the last of several is shorter, like a paragraph's. Default 1. */
  lines?: number;
  /** Width, in px or any CSS length. Default: the full width (text, rect) or 40 px (circle). */
  width?: number | string;
  /** Height, in px or any CSS length, of a `rect` or `circle`. Default 40 px. */
  height?: number | string;
  /** Width to height of a `rect`, e.g. `'16 / 9'` for a cover, instead of a fixed height. */
  ratio?: string;
  /** Class name added to the root element, for styling it from outside. */
  className?: string;
}

const length = (value: number | string | undefined): string | undefined => (typeof value === 'number' ? `${value}px` : value);

/**
 * A grey placeholder in the shape of content that is still loading. Decorative and hidden from
 * screen readers: wrap a screen's placeholders in one Loading, which says 正在加载 once.
 */
export function Skeleton({ shape = 'text', lines = 1, width, height, ratio, className }: SkeletonProps) {
  if (shape === 'text') {
    const count = Math.max(1, Math.floor(lines));
    return (
      <SkeletonLines className={className} style={{ width: length(width) }} aria-hidden="true" data-skeleton="text">
        {Array.from({ length: count }, (_, line) => (
          <SkeletonShape key={line} data-shape="line" />
        ))}
      </SkeletonLines>
    );
  }
  const style: CSSProperties =
    shape === 'circle'
      ? { width: length(width ?? height ?? 40), height: length(height ?? width ?? 40) }
      : { width: length(width ?? '100%'), height: ratio ? undefined : length(height ?? 40), aspectRatio: ratio };
  return <SkeletonShape className={className} style={style} aria-hidden="true" data-shape={shape} data-skeleton={shape} />;
}

import type { HTMLAttributes, ReactNode } from 'react';
import { TagRoot } from './Tag.styles';

/** A tag's colour family. */
export type TagTone = 'default' | 'primary' | 'success' | 'warning' | 'danger' | 'info';

export interface TagProps extends HTMLAttributes<HTMLSpanElement> {
  /** Colour family: `default` (grey), `primary` (the theme colour), `success`, `warning`, `danger` or `info`. */
  tone?: TagTone | undefined;
  /** The label, a word or two such as 已完成 or 精品. */
  children: ReactNode;
}

/** A small label that marks a state or a quality, such as a course's study status. */
export function Tag({ tone = 'default', children, ...rest }: TagProps) {
  return (
    <TagRoot data-tone={tone} {...rest}>
      {children}
    </TagRoot>
  );
}

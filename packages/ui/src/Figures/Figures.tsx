import type { HTMLAttributes, ReactNode } from 'react';
import { FigureRoot, FiguresRoot } from './Figures.styles';

export interface FiguresProps extends HTMLAttributes<HTMLDListElement> {
  /** The figures, each a `Figure`. */
  children?: ReactNode;
}

/**
 * Key figures (累计学时, 完成课程, 参与人数 …) as one description list: each a label over a large
 * number, in boxes that wrap to the width. A list, so a screen reader reads each label with its
 * number and says how many there are.
 */
export function Figures({ children, ...rest }: FiguresProps) {
  return <FiguresRoot {...rest}>{children}</FiguresRoot>;
}

export interface FigureProps {
  /** What the number counts. */
  label: ReactNode;
  /** The number, formatted (`formatCount`, a duration, `3 / 12`). */
  value: ReactNode;
}

/** One label and its number in a `Figures` list. */
export function Figure({ label, value }: FigureProps) {
  return (
    <FigureRoot>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </FigureRoot>
  );
}

import type { CSSProperties, ReactNode } from 'react';
import { useEmptyStateMessages } from '../messages';
import type { UiMessages } from '../messages';
import { EmptyBoxPicture } from './EmptyBoxPicture';
import { EmptyStateImage, EmptyStateRoot, EmptyStateText } from './EmptyState.styles';

/** The standard empty states (docs/product/frame.md#empty-states). */
export type EmptyStateKind = 'noData' | 'noClasses' | 'noContent';

export interface EmptyStateProps {
  /** Which standard text to show when there is no `description`: 暂无数据 (default), 暂无专题班，敬请期待 or 暂无内容. */
  kind?: EmptyStateKind;
  /**
   * What is missing, in the screen's own words. An empty value (a server sent no text) falls
   * back to 暂无信息.
   */
  description?: ReactNode;
  /** A picture of its own; `null` shows none. Defaults to an empty tray. */
  image?: ReactNode;
  /** Minimum height of the area, in px or any CSS length. Default 239 px (docs/product/frame.md#empty-states). */
  height?: number | string;
  /** An action offered to the user, e.g. a button that clears a filter. */
  children?: ReactNode;
  /** Class name added to the root element, for styling it from outside. */
  className?: string;
}

const resolveDescription = (description: ReactNode, kind: EmptyStateKind, texts: UiMessages['emptyState']): ReactNode => {
  if (description === undefined) return texts[kind];
  if (description === null || description === false || description === '') return texts.noInfo;
  return description;
};

/** Tells the user a list or section has nothing to show, in the space the content would take. */
export function EmptyState({ kind = 'noData', description, image, height = 239, children, className }: EmptyStateProps) {
  const texts = useEmptyStateMessages();
  const style: CSSProperties = { minHeight: typeof height === 'number' ? `${height}px` : height };
  return (
    <EmptyStateRoot className={className} style={style} data-empty-state="">
      {image !== null && <EmptyStateImage>{image === undefined ? <EmptyBoxPicture /> : image}</EmptyStateImage>}
      <EmptyStateText>{resolveDescription(description, kind, texts)}</EmptyStateText>
      {children}
    </EmptyStateRoot>
  );
}

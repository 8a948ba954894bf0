import type { CSSProperties, ReactNode } from 'react';
import { zhCN } from '../messages/zhCN';
import { EmptyBoxPicture } from './EmptyBoxPicture';
import { EmptyStateImage, EmptyStateRoot, EmptyStateText } from './EmptyState.styles';

export interface EmptyStateProps {
  /**
   * What is missing. Omitted: 暂无数据. An empty value (a server sent no text): 暂无信息.
   */
  description?: ReactNode;
  /** A picture of its own; `null` shows none. Defaults to an empty tray. */
  image?: ReactNode;
  /** Minimum height of the area, in px or any CSS length. Default 239 px (spec 2.8). */
  height?: number | string;
  /** An action offered to the user, e.g. a button that clears a filter. */
  children?: ReactNode;
  className?: string;
}

const resolveDescription = (description: ReactNode): ReactNode => {
  if (description === undefined) return zhCN.emptyState.noData;
  if (description === null || description === false || description === '') return zhCN.emptyState.noInfo;
  return description;
};

/** Tells the user a list or section has nothing to show, in the space the content would take. */
export function EmptyState({ description, image, height = 239, children, className }: EmptyStateProps) {
  const style: CSSProperties = { minHeight: typeof height === 'number' ? `${height}px` : height };
  return (
    <EmptyStateRoot className={className} style={style} data-empty-state="">
      {image !== null && <EmptyStateImage>{image === undefined ? <EmptyBoxPicture /> : image}</EmptyStateImage>}
      <EmptyStateText>{resolveDescription(description)}</EmptyStateText>
      {children}
    </EmptyStateRoot>
  );
}

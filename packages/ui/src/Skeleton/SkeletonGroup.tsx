import type { ReactNode } from 'react';
import { useSkeletonMessages } from '../messages';
import { VisuallyHidden } from '../VisuallyHidden';
import { SkeletonGroupRoot } from './Skeleton.styles';

export interface SkeletonGroupProps {
  /** What is announced once while loading; 正在加载 by default. */
  label?: string;
  /** The placeholders, e.g. Skeletons shaped like the cards to come. */
  children?: ReactNode;
  /** Class name added to the root element, for styling it from outside. */
  className?: string;
}

/**
 * The loading region of a screen: one status message for screen readers, however many
 * placeholders it holds. The status sits outside the busy part, because assistive technology
 * may hold back announcements from inside an element marked aria-busy.
 */
export function SkeletonGroup({ label, children, className }: SkeletonGroupProps) {
  const loading = useSkeletonMessages().loading;
  return (
    <SkeletonGroupRoot className={className} data-skeleton-group="">
      <VisuallyHidden role="status">{label ?? loading}</VisuallyHidden>
      <div aria-busy="true">{children}</div>
    </SkeletonGroupRoot>
  );
}

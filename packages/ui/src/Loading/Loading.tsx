import { useRef, type ReactNode } from 'react';
import { useSkeletonMessages } from '../messages';
import { VisuallyHidden } from '../VisuallyHidden';
import { useLoadingSignal } from './loadingSignal';

export interface LoadingProps {
  /** What screen readers hear, once, while it loads: 正在加载 by default, or 正在加载课程 and the like. */
  label?: string;
  /** What the eye sees meanwhile: Skeletons shaped like what is coming, or nothing where the frame already has its size. */
  children?: ReactNode;
  /** Class name added to the root element, for styling it from outside. */
  className?: string;
}

/**
 * The one way to say "still loading": a status for screen readers, placeholders for the eye,
 * and the loading signal (`isLoadingWithin`) for whoever waits for the page to be whole. The
 * status sits outside the busy part, because assistive technology may hold back announcements
 * from inside an element marked aria-busy.
 */
export function Loading({ label, children, className }: LoadingProps) {
  const loading = useSkeletonMessages().loading;
  const root = useRef<HTMLDivElement>(null);
  useLoadingSignal(root);
  return (
    // Positioned, so the visually hidden status is placed inside it rather than at the page's top.
    <div ref={root} className={className} style={{ position: 'relative' }}>
      <VisuallyHidden role="status">{label ?? loading}</VisuallyHidden>
      <div aria-busy="true">{children}</div>
    </div>
  );
}

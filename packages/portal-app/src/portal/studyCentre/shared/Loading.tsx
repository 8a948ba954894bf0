import { Skeleton, VisuallyHidden } from '@study-portal/ui';

/** A section waiting for its data: a placeholder for the eye and a status for screen readers. */
export function Loading({ what, height = 120 }: { what: string; height?: number }) {
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">正在加载{what}</VisuallyHidden>
      <Skeleton shape="rect" height={height} />
    </div>
  );
}

import { Skeleton, SkeletonGroup } from '@study-portal/ui';

/** A section on its way: a placeholder in its shape, and one announcement for screen readers. */
export function Loading({ what, height = 160 }: { what: string; height?: number }) {
  return (
    <SkeletonGroup label={`正在加载${what}`}>
      <Skeleton shape="rect" height={height} />
    </SkeletonGroup>
  );
}

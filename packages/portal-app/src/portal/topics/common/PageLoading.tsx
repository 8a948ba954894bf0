import { Skeleton, VisuallyHidden } from '@study-portal/ui';

/** A detail page on its way: said once to screen readers, shaped like the page to the eye. */
export function PageLoading({ what }: { what: string }) {
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">正在加载{what}</VisuallyHidden>
      <Skeleton shape="text" width="60%" />
      <Skeleton shape="rect" ratio="16 / 5" />
      <Skeleton shape="text" lines={4} />
    </div>
  );
}

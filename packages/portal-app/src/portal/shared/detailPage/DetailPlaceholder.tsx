import { Skeleton } from '@study-portal/ui';

/** The shape of a detail page to come (a title, a cover, lines of text), to hold inside `Loading`. */
export function DetailPlaceholder() {
  return (
    <>
      <Skeleton shape="text" width="60%" />
      <Skeleton shape="rect" ratio="16 / 5" />
      <Skeleton shape="text" lines={4} />
    </>
  );
}

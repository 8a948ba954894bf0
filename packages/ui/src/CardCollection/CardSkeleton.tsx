import { Skeleton } from '../Skeleton';
import { SkeletonCard, SkeletonCardBody } from './CardCollection.styles';
import type { CardCollectionLayout } from './CardCollection';

export interface CardSkeletonProps {
  /** `grid` draws a card with its cover on top, `list` a row with the cover beside the text. */
  layout?: CardCollectionLayout;
}

/** A placeholder the shape of a course, class or topic card. Decorative; see Loading. */
export function CardSkeleton({ layout = 'grid' }: CardSkeletonProps) {
  return (
    <SkeletonCard data-layout={layout} aria-hidden="true" data-card-skeleton="">
      <Skeleton shape="rect" ratio="16 / 9" />
      <SkeletonCardBody>
        <Skeleton lines={2} />
        <Skeleton width="70%" />
        <Skeleton width="30%" />
      </SkeletonCardBody>
    </SkeletonCard>
  );
}

export { CardCollection, type CardCollectionLayout, type CardCollectionProps } from './CardCollection';
export { CardSkeleton, type CardSkeletonProps } from './CardSkeleton';

export { Skeleton, type SkeletonProps, type SkeletonShapeName } from './Skeleton';
export { SkeletonGroup, type SkeletonGroupProps } from './SkeletonGroup';

import { Loading, type LoadingProps } from '../Loading';

/** @deprecated Renamed `Loading`, which also gives the loading signal; this name goes in the next major release. */
export const SkeletonGroup = Loading;

/** @deprecated Renamed `LoadingProps`. */
export type SkeletonGroupProps = LoadingProps;

export { FactList, type Fact } from './FactList';
export { Hero, type HeroProps } from './Hero';
export { PageLoading } from './PageLoading';
export { NothingChosen, RecordFailed, type RecordFailedProps } from './RecordFailed';
export { useInAppLink } from './useInAppLink';

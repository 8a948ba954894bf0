export { LiveAbout } from './LiveAbout';
export { LiveBreadcrumb } from './LiveBreadcrumb';
export { LiveCard, type LiveCardProps } from './LiveCard';
export { LiveHero, liveTimeRange, type LiveHeroProps } from './LiveHero';
export { liveLinks, livePageOf } from './links';
export { liveStage, liveStageLabels, useLiveStage, type LiveStage, type LiveStageKind, type LiveStageOptions, type LiveTiming } from './liveStage';
export { LiveStageAction, type LiveStageActionProps } from './LiveStageAction';
export { LiveStatusTag } from './LiveStatusTag';
export { useRecheckWhile, waitingRecheckMs } from './useRecheckWhile';

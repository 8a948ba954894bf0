export { Loading, type LoadingProps } from './Loading';
export { isLoadingWithin, markLoading, onLoadingChange, useLoadingSignal } from './loadingSignal';

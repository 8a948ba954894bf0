export { VideoFrame, type VideoFrameHandle, type VideoFrameProps } from './VideoFrame';

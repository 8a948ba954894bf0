export { RecordCard, type RecordCardLayout, type RecordCardProps } from './RecordCard';

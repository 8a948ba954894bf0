import { Button, EmptyState } from '@study-portal/ui';

export const loadFailedMessages = {
  loadFailed: '数据加载失败',
  retry: '重试',
} as const;

export interface LoadFailedProps {
  /** What failed to load, e.g. 专题班. */
  what: string;
  onRetry: () => void;
  /** Height of the message area; EmptyState's 239 px by default, less inside a small section. */
  height?: number;
}

/** A list or a figure that did not arrive, in the portal or the admin site: says so and offers another try. */
export function LoadFailed({ what, onRetry, height }: LoadFailedProps) {
  return (
    <div role="alert">
      <EmptyState description={`${what}${loadFailedMessages.loadFailed}`} {...(height ? { height } : {})}>
        <Button onClick={onRetry}>{loadFailedMessages.retry}</Button>
      </EmptyState>
    </div>
  );
}

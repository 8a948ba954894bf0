import type { ApiError } from '@study-portal/api';
import { Button, EmptyState } from '@study-portal/ui';

export const loadFailedMessages = {
  loadFailed: '数据加载失败',
  retry: '重试',
  unavailable: '暂时无法查看',
} as const;

export interface LoadFailedProps {
  /** What failed to load, e.g. 专题班. */
  what: string;
  /** Called by 重试. */
  onRetry: () => void;
  /** Height of the message area; EmptyState's 239 px by default, less inside a small section. */
  height?: number;
  /**
   * Why it failed. A refusal by the server (an unknown id, a replay that does not exist yet)
   * is shown in the server's own words without a retry, since another try would not help.
   */
  error?: ApiError;
  /** Where the learner can go instead when the server refused, e.g. back to the list. */
  back?: { to: string; label: string };
}

/**
 * A list, a figure or a record that did not arrive, in the portal or the admin site: says so
 * and offers another try, or, when the server refused it, says why and the way elsewhere.
 */
export function LoadFailed({ what, onRetry, height, error, back }: LoadFailedProps) {
  const refused = error?.kind === 'business';
  const description = refused ? error.serverMessage || `${what}${loadFailedMessages.unavailable}` : `${what}${loadFailedMessages.loadFailed}`;
  return (
    <div role="alert">
      <EmptyState description={description} {...(height ? { height } : {})}>
        {refused ? back && <Button href={back.to}>{back.label}</Button> : <Button onClick={onRetry}>{loadFailedMessages.retry}</Button>}
      </EmptyState>
    </div>
  );
}

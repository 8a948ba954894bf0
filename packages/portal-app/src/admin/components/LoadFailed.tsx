import { Button, EmptyState } from '@study-portal/ui';
import { adminMessages } from './adminTexts';

export interface LoadFailedProps {
  /** What failed to load, e.g. 专题班. */
  what: string;
  onRetry: () => void;
}

/** A list or a figure that did not arrive: says so and offers another try. */
export function LoadFailed({ what, onRetry }: LoadFailedProps) {
  return (
    <div role="alert">
      <EmptyState description={`${what}${adminMessages.loadFailed}`}>
        <Button onClick={onRetry}>{adminMessages.retry}</Button>
      </EmptyState>
    </div>
  );
}

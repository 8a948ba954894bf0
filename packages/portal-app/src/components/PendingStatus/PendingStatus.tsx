import { VisuallyHidden } from '@study-portal/ui';

export interface PendingStatusProps {
  /** What is being waited for, as screen readers hear it. */
  label: string;
}

/**
 * A wait with nothing to show yet: the frame around it already has its size, so the eye gets
 * no placeholder, while screen readers hear once what is on its way.
 */
export function PendingStatus({ label }: PendingStatusProps) {
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">{label}</VisuallyHidden>
    </div>
  );
}

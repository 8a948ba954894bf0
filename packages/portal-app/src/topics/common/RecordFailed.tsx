import type { ApiError } from '@study-portal/api';
import { EmptyState } from '@study-portal/ui';
import { ButtonLink } from '../../components/ButtonLink';
import { LoadFailed } from '../../components/LoadFailed';

export interface RecordFailedProps {
  error: ApiError;
  /** What did not load, e.g. 专题. */
  what: string;
  onRetry: () => void;
  /** Where the learner can go instead, e.g. back to the list. */
  back?: { to: string; label: string };
  height?: number;
}

/**
 * A record that did not arrive. When the server refused it (an unknown id, a replay that does
 * not exist yet) its own words say why and another try would not help; a lost connection or a
 * timeout offers one.
 */
export function RecordFailed({ error, what, onRetry, back, height }: RecordFailedProps) {
  if (error.kind !== 'business') return <LoadFailed what={what} onRetry={onRetry} {...(height ? { height } : {})} />;
  return (
    <div role="alert">
      <EmptyState description={error.serverMessage || `${what}暂时无法查看`} {...(height ? { height } : {})}>
        {back && <ButtonLink to={back.to}>{back.label}</ButtonLink>}
      </EmptyState>
    </div>
  );
}

/** A detail page opened without the record's id: nothing to show, and the way to the list. */
export function NothingChosen({ back }: { back?: { to: string; label: string } }) {
  return <EmptyState kind="noContent">{back && <ButtonLink to={back.to}>{back.label}</ButtonLink>}</EmptyState>;
}

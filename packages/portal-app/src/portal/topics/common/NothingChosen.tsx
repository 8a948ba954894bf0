import { EmptyState } from '@study-portal/ui';
import { ButtonLink } from '../../../components/ButtonLink';

/** A detail page opened without the record's id: nothing to show, and the way to the list. */
export function NothingChosen({ back }: { back?: { to: string; label: string } }) {
  return <EmptyState kind="noContent">{back && <ButtonLink to={back.to}>{back.label}</ButtonLink>}</EmptyState>;
}

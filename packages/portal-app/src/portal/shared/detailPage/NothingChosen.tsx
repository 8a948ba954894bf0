import { Button, EmptyState } from '@study-portal/ui';

/** A detail page opened without the record's id: nothing to show, and the way to the list. */
export function NothingChosen({ back }: { back?: { to: string; label: string } }) {
  return <EmptyState kind="noContent">{back && <Button href={back.to}>{back.label}</Button>}</EmptyState>;
}

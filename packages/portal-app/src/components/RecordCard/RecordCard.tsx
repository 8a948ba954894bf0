import { Image } from '@study-portal/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Card = styled.article`
  overflow: hidden;
  height: 100%;
  border: 1px solid var(--sp-color-border);
  border-radius: var(--sp-radius-control);
  background: var(--sp-color-surface);
  transition: box-shadow 0.2s;

  &:hover,
  &:focus-within {
    box-shadow: var(--sp-shadow-raised);
  }

  &[data-layout='stacked'] {
    display: flex;
    flex-direction: column;
  }

  &[data-layout='row'] {
    display: grid;
    grid-template-columns: minmax(140px, min(32%, 280px)) 1fr;
  }

  & h3 {
    margin: 0;
    font-size: var(--sp-font-size-title);
    line-height: 1.5;
  }

  & h3 a {
    display: inline-block;
    min-height: var(--sp-touch-target);
    border-radius: var(--sp-radius-small);
    color: inherit;
    text-decoration: none;
    overflow-wrap: anywhere;
  }

  & h3 a:hover {
    color: var(--sp-color-primary);
    text-decoration: underline;
  }

  & h3 a:focus-visible {
    outline: none;
    box-shadow: var(--sp-focus-ring);
  }

  @media (max-width: 479px) {
    &[data-layout='row'] {
      grid-template-columns: 1fr;
    }
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: var(--sp-space-2);
  min-width: 0;
  padding: var(--sp-space-3) var(--sp-space-4);

  [data-layout='stacked'] > & {
    padding-bottom: var(--sp-space-4);
  }
`;

export type RecordCardLayout = 'stacked' | 'row';

export interface RecordCardProps {
  /** Cover above the text, for a grid; or beside it, for a list of one a row (above it again on a phone). */
  layout: RecordCardLayout;
  /** Address of the cover picture; without one, the kit's neutral placeholder. */
  cover: string | null | undefined;
  /** The record's name as its one link. */
  heading: ReactNode;
  /** The heading's id, so actions repeated on every card can say which record they are for. */
  headingId?: string;
  /** Tags, facts, summary and actions under the name. */
  children?: ReactNode;
  /** Class name added to the card, for styling it from outside. */
  className?: string;
}

/**
 * A record in a list (a stream, a column, an article): its cover, its name as an h3 and what
 * the area tells about it. Only the name is a link, like the kit's cards, so a screen reader
 * lists each card once and the card's other links stay usable.
 */
export function RecordCard({ layout, cover, heading, headingId, children, className }: RecordCardProps) {
  return (
    <Card className={className} data-layout={layout}>
      <Image src={cover} alt="" ratio="16 / 9" />
      <Body>
        <h3 id={headingId}>{heading}</h3>
        {children}
      </Body>
    </Card>
  );
}

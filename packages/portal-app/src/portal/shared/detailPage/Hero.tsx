import { Card, displayLengths, displayText, Image } from '@study-portal/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const HeroRoot = styled(Card).attrs({ padding: 'large' })`
  display: grid;
  grid-template-columns: minmax(200px, 360px) 1fr;
  gap: var(--sp-space-5);

  & > div {
    display: flex;
    flex-direction: column;
    gap: var(--sp-space-3);
    min-width: 0;
  }

  & h1 {
    overflow-wrap: anywhere;
  }

  & p {
    margin: 0;
    color: var(--sp-color-text-muted);
    overflow-wrap: anywhere;
  }

  &[data-narrow='true'] {
    grid-template-columns: 1fr;
    padding: var(--sp-space-4);
  }

  @media (max-width: 767px) {
    grid-template-columns: 1fr;
  }
`;

export interface HeroProps {
  /** The record's name from the server; a runaway one is cut short (`displayText`). */
  title: string;
  cover?: string | null | undefined;
  /** Plain text from the server; a runaway one is cut short too. */
  summary?: string | null | undefined;
  /** Facts, progress and actions under the title. */
  children?: ReactNode;
  /** One column, as on a phone. */
  narrow?: boolean;
}

/** The top of a record's page (a topic, a column, a live stream): its cover beside its name, the page's h1, and its facts. */
export function Hero({ title, cover, summary, children, narrow = false }: HeroProps) {
  const shownSummary = displayText(summary, displayLengths.text);
  return (
    <HeroRoot data-narrow={narrow ? 'true' : undefined}>
      <Image src={cover} alt="" ratio="16 / 9" loading="eager" />
      <div>
        <h1>{displayText(title, displayLengths.title)}</h1>
        {shownSummary && <p>{shownSummary}</p>}
        {children}
      </div>
    </HeroRoot>
  );
}

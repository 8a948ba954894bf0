import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Section = styled.section`
  & > h1 {
    margin: 0 0 var(--sp-space-4);
    font-size: var(--sp-font-size-large);
  }

  & > form[role='search'] {
    margin-bottom: var(--sp-space-4);
  }

  & > h2,
  & section > h2 {
    margin: var(--sp-space-5) 0 var(--sp-space-3);
    font-size: var(--sp-font-size-title);
  }
`;

/** A screen of the admin site: its title as the page's heading, which also names the region. */
export function ScreenSection({ title, children }: { title: string; children?: ReactNode }) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <h1 id={headingId}>{title}</h1>
      {children}
    </Section>
  );
}

import { Card, VisuallyHidden } from '@study-portal/ui';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Section = styled(Card).attrs({ element: 'section' })`
  min-width: 0;
`;

const SectionHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--sp-space-3);
  margin-bottom: var(--sp-space-3);
  padding-bottom: var(--sp-space-2);
  border-bottom: 2px solid var(--sp-color-primary);

  /* ScreenPage gives h2 a margin; the head already spaces it. */
  && h2 {
    margin: 0;
  }
`;

const MoreLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: var(--sp-touch-target);
  padding: 0 var(--sp-space-2);
  border-radius: var(--sp-radius-control);
  color: var(--sp-color-primary);
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: none;
    box-shadow: var(--sp-focus-ring);
  }
`;

export interface HomeSectionProps {
  title: string;
  /** The section's list screen, linked as 更多. */
  more?: string;
  /** The heading is read by screen readers only (the banner speaks for itself). */
  hiddenTitle?: boolean;
  className?: string;
  children: ReactNode;
}

/** One section of the home page: its h2, the way to the whole list, and its content. */
export function HomeSection({ title, more, hiddenTitle = false, className, children }: HomeSectionProps) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId} className={className}>
      {hiddenTitle ? (
        <VisuallyHidden as="h2" id={headingId}>
          {title}
        </VisuallyHidden>
      ) : (
        <SectionHead>
          <h2 id={headingId}>{title}</h2>
          {more && (
            <MoreLink to={more} aria-label={`更多${title}`}>
              更多
            </MoreLink>
          )}
        </SectionHead>
      )}
      {children}
    </Section>
  );
}

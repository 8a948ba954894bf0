import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--sp-space-3);
  min-width: 0;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: var(--sp-space-2);

  & h2,
  & h3 {
    margin: 0;
  }

  & a {
    color: var(--sp-color-primary);
  }
`;

export interface SectionProps {
  title: ReactNode;
  /** 2 for a page's sections (default), 3 inside a tab or another section. */
  level?: 2 | 3;
  /** Beside the heading, e.g. a 查看全部 link. */
  action?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A titled part of a class page, named by its heading for screen readers. */
export function Section({ title, level = 2, action, children, className }: SectionProps) {
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Box aria-labelledby={headingId} className={className}>
      <Head>
        <Heading id={headingId}>{title}</Heading>
        {action}
      </Head>
      {children}
    </Box>
  );
}

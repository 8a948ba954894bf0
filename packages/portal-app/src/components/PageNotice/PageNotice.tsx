import { EmptyState } from '@study-portal/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Page = styled.main`
  box-sizing: border-box;
  max-width: 640px;
  margin: 10vh auto 0;
  padding: 0 var(--sp-space-4);
  text-align: center;

  & h1 {
    margin: 0 0 var(--sp-space-2);
    font-size: calc(var(--sp-font-size-large) * 1.2);
  }

  & a {
    color: var(--sp-color-primary);
  }
`;

export interface PageNoticeProps {
  /** The notice's heading, e.g. 页面不存在. */
  title: string;
  /** A line under the heading that says why or what to do. */
  description?: ReactNode;
  /** Actions under the text, e.g. a link back to the home page. */
  children?: ReactNode;
  /** Drawn inside a frame that has its `<main>` already: no landmark of its own. */
  framed?: boolean;
}

/**
 * A whole page that is only a message: an address that does not exist, a site that cannot be
 * configured, an admin site that cannot be used as things stand.
 */
export function PageNotice({ title, description, children, framed = false }: PageNoticeProps) {
  return (
    <Page as={framed ? 'div' : 'main'}>
      <h1>{title}</h1>
      <EmptyState description={description}>{children}</EmptyState>
    </Page>
  );
}

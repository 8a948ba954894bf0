import { EmptyState } from '@study-portal/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Page = styled.main`
  box-sizing: border-box;
  max-width: 640px;
  margin: 10vh auto 0;
  padding: 0 16px;
  text-align: center;

  & h1 {
    margin: 0 0 8px;
    font-size: 24px;
  }

  & a {
    color: var(--sp-color-primary);
  }
`;

export interface AdminNoticeProps {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}

/** A whole-page message outside the shell: the admin site cannot be used as things stand. */
export function AdminNotice({ title, description, children }: AdminNoticeProps) {
  return (
    <Page>
      <h1>{title}</h1>
      <EmptyState description={description}>{children}</EmptyState>
    </Page>
  );
}

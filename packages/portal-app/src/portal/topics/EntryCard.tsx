import { formatDate, Tag } from '@study-portal/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { RecordCard } from '../../components/RecordCard';

const Summary = styled.p`
  margin: 0;
  color: var(--sp-color-text-muted);
  overflow-wrap: anywhere;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--sp-space-3);
  margin-top: auto;
  color: var(--sp-color-text-muted);
  font-size: var(--sp-font-size-body);
`;

export interface EntryCardProps {
  title: string;
  /** The entry's page, opened in the app. */
  href: string;
  cover?: string | null | undefined;
  summary?: string | null | undefined;
  publishDate?: string | null | undefined;
  /** A word on what the entry is, e.g. 文章 or 12 项内容. */
  kind?: string;
  /** Further facts beside the date. */
  extra?: ReactNode;
}

/**
 * A column, or an article of a column, in a list: cover, name (its one link), summary and
 * date. Like the kit's cards, only the name is a link, so a screen reader lists it once.
 */
export function EntryCard({ title, href, cover, summary, publishDate, kind, extra }: EntryCardProps) {
  const date = formatDate(publishDate, 'YYYY-MM-DD');
  return (
    <RecordCard
      layout="row"
      cover={cover}
      heading={
        <Link to={href}>{title}</Link>
      }
    >
      {summary && <Summary>{summary}</Summary>}
      <Footer>
        {kind && <Tag tone="info">{kind}</Tag>}
        {date && <span>发布时间：{date}</span>}
        {extra}
      </Footer>
    </RecordCard>
  );
}

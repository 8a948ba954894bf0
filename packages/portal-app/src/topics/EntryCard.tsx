import { formatDate, Image, Tag } from '@study-portal/ui';
import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';

const Card = styled.article`
  display: grid;
  grid-template-columns: minmax(140px, min(32%, 280px)) 1fr;
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

  & > div:last-child {
    display: flex;
    flex-direction: column;
    gap: var(--sp-space-2);
    min-width: 0;
    padding: var(--sp-space-3) var(--sp-space-4);
  }

  & h3 {
    margin: 0;
    font-size: var(--sp-font-size-title);
    line-height: 1.5;
  }

  & h3 a {
    display: inline-block;
    min-height: var(--sp-touch-target);
    border-radius: 2px;
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

  & p {
    margin: 0;
    color: var(--sp-color-text-muted);
    overflow-wrap: anywhere;
  }

  @media (max-width: 479px) {
    grid-template-columns: 1fr;
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--sp-space-3);
  margin-top: auto;
  color: var(--sp-color-text-muted);
  font-size: var(--sp-font-size-small);
`;

export interface EntryCardProps {
  title: string;
  href: string;
  onOpen: (event: MouseEvent<HTMLElement>) => void;
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
export function EntryCard({ title, href, onOpen, cover, summary, publishDate, kind, extra }: EntryCardProps) {
  const date = formatDate(publishDate, 'YYYY-MM-DD');
  return (
    <Card>
      <Image src={cover} alt="" ratio="16 / 9" />
      <div>
        <h3>
          <a href={href} onClick={onOpen}>
            {title}
          </a>
        </h3>
        {summary && <p>{summary}</p>}
        <Footer>
          {kind && <Tag tone="info">{kind}</Tag>}
          {date && <span>发布时间：{date}</span>}
          {extra}
        </Footer>
      </div>
    </Card>
  );
}

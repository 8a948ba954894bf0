import { Tag } from '@study-portal/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** One entry as a list of notices or search results shows it. */
export interface Entry {
  id: string;
  title: string;
  href: string;
  /** Shown before the facts, e.g. the notice's column or 精品. */
  tags?: readonly string[] | undefined;
  /** Term and value pairs (发布时间, 来源 ...); a pair without a value is left out. */
  facts: ReadonlyArray<readonly [string, string | null | undefined]>;
  summary?: string | null | undefined;
}

/**
 * `plain`: titles in the text's colour that take the link colour on hover, for a screen that
 * is itself a list of entries; `link`: titles in the link colour, for results among other
 * content.
 */
export type EntryTitleStyle = 'plain' | 'link';

const Items = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
    flex-direction: column;
    gap: var(--sp-space-2);
    padding: var(--sp-space-4) 0;
    border-bottom: 1px solid var(--sp-color-border);
  }

  /* Each entry's title is a heading, so a screen reader can go from entry to entry. */
  && h2 {
    margin: 0;
    font-size: var(--sp-font-size-title);
    line-height: 1.5;
  }

  & mark {
    padding: 0 1px;
    border-radius: var(--sp-radius-small);
    background: var(--sp-color-warning-surface);
    color: inherit;
    font-weight: 700;
  }
`;

const TitleLink = styled(Link)`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  border-radius: var(--sp-radius-small);
  color: var(--sp-color-primary);
  overflow-wrap: anywhere;

  &[data-title-style='plain'] {
    color: var(--sp-color-text);
    text-decoration: none;
  }
  &[data-title-style='plain']:hover {
    color: var(--sp-color-primary);
    text-decoration: underline;
  }
  &:focus-visible {
    outline: none;
    box-shadow: var(--sp-focus-ring);
  }
`;

const Facts = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--sp-space-1) var(--sp-space-4);
  color: var(--sp-color-text-muted);
  font-size: var(--sp-font-size-body);

  & > span {
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Summary = styled.p`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  margin: 0;
  color: var(--sp-color-text-muted);
  overflow-wrap: anywhere;
`;

const asText = (text: string): ReactNode => text;

export interface EntryListProps {
  /** The entries, in order: title, address, facts and optional tags and summary. */
  entries: readonly Entry[];
  /** `plain` (default) or `link`, the titles in the link colour. */
  titleStyle?: EntryTitleStyle;
  /** Draws the title and the summary, e.g. with a keyword marked; as plain text when left out. */
  renderText?: (text: string) => ReactNode;
  /** Class name added to the list, for styling it from outside. */
  className?: string;
}

/** Entries as headed items: the title (to the entry's page), a line of facts, and the opening lines. */
export function EntryList({ entries, titleStyle = 'link', renderText = asText, className }: EntryListProps) {
  return (
    <Items className={className}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <h2>
            <TitleLink to={entry.href} title={entry.title} data-title-style={titleStyle}>
              {renderText(entry.title)}
            </TitleLink>
          </h2>
          <Facts>
            {entry.tags?.map((tag) => (
              <Tag key={tag} tone="primary">
                {tag}
              </Tag>
            ))}
            {entry.facts
              .filter((fact): fact is readonly [string, string] => Boolean(fact[1]))
              .map(([term, value]) => (
                // The title keeps a value the line cuts short readable on hover.
                <span key={term} title={value}>
                  {term}：{value}
                </span>
              ))}
          </Facts>
          {entry.summary && <Summary>{renderText(entry.summary)}</Summary>}
        </li>
      ))}
    </Items>
  );
}

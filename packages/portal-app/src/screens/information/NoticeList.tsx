import type { PortalArticleSummary } from '@study-portal/api';
import { formatDate, Tag, formatCount } from '@study-portal/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

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
  & > li:first-child {
    padding-top: 0;
  }

  /* Each notice's title is a heading, so a screen reader can go from notice to notice. */
  && h2 {
    margin: 0;
    font-size: var(--sp-font-size-title);
    line-height: 1.5;
  }
`;

const TitleLink = styled(Link)`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  border-radius: 2px;
  color: var(--sp-color-text);
  text-decoration: none;
  overflow-wrap: anywhere;

  &:hover {
    color: var(--sp-color-primary);
    text-decoration: underline;
  }
  &:focus-visible {
    outline: none;
    box-shadow: var(--sp-focus-ring);
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--sp-space-1) var(--sp-space-4);
  color: var(--sp-color-text-muted);
  font-size: var(--sp-font-size-small);

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

/** A page of notices: title (to its page), column, date, source and reads, and the opening lines. */
export function NoticeList({ notices }: { notices: readonly PortalArticleSummary[] }) {
  return (
    <Items>
      {notices.map((notice) => (
        <li key={notice.id}>
          <h2>
            <TitleLink to={`/informationDetail?id=${encodeURIComponent(notice.id)}`} title={notice.title}>
              {notice.title}
            </TitleLink>
          </h2>
          <Meta>
            {notice.typeName && <Tag tone="primary">{notice.typeName}</Tag>}
            {notice.publishTime && <span>发布时间：{formatDate(notice.publishTime, 'YYYY-MM-DD')}</span>}
            {notice.source && <span title={notice.source}>来源：{notice.source}</span>}
            <span>浏览：{formatCount(notice.views ?? 0)}</span>
          </Meta>
          {notice.summary && <Summary>{notice.summary}</Summary>}
        </li>
      ))}
    </Items>
  );
}

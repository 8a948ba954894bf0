import { useClassNotices } from '@study-portal/api';
import { EmptyState, formatDate, Loading, Pagination, Skeleton } from '@study-portal/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LoadFailed } from '../../components/LoadFailed';
import { classNoticeAddress } from './addresses';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  & li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: var(--sp-space-1) var(--sp-space-4);
    padding: var(--sp-space-3) 0;
    border-bottom: 1px dashed var(--sp-color-border);
  }

  & a {
    min-width: 0;
    color: var(--sp-color-text);
    overflow-wrap: anywhere;
    text-decoration: none;
  }

  & a:hover,
  & a[aria-current='true'] {
    color: var(--sp-color-primary);
    text-decoration: underline;
  }

  & a[aria-current='true'] {
    font-weight: 700;
  }

  & a:focus-visible {
    outline: none;
    border-radius: var(--sp-radius-control);
    box-shadow: var(--sp-focus-ring);
  }
`;

const Meta = styled.span`
  color: var(--sp-color-text-muted);
  font-size: var(--sp-font-size-body);
  overflow-wrap: anywhere;
`;

/** A notice without a title still needs a name to be opened by. */
export const noticeTitle = (title: string) => title.trim() || '（无标题）';

export interface ClassNoticeListProps {
  tbtpId: string;
  page?: number;
  pageSize?: number;
  /** Paging; without it only the first page is shown, as a preview. */
  onPage?: (page: number) => void;
  /** The notice open beside the list. */
  selectedId?: string;
}

/** A class's notices, newest first, each opening on the notice page. */
export function ClassNoticeList({ tbtpId, page = 1, pageSize = 10, onPage, selectedId }: ClassNoticeListProps) {
  const notices = useClassNotices({ tbtpId, page, pageSize });
  if (notices.error) return <LoadFailed what="班级公告" height={160} onRetry={() => void notices.mutate()} />;
  if (!notices.data) {
    return (
      <Loading label="正在加载班级公告">
        <Skeleton lines={4} />
      </Loading>
    );
  }
  if (notices.data.items.length === 0) return <EmptyState kind="noContent" height={160} />;
  return (
    <>
      <List>
        {notices.data.items.map((notice) => (
          <li key={notice.id}>
            <Link to={classNoticeAddress(tbtpId, notice.id)} aria-current={notice.id === selectedId ? 'true' : undefined}>
              {noticeTitle(notice.title)}
            </Link>
            <Meta>
              {[notice.publisher, formatDate(notice.publishTime, 'YYYY-MM-DD')].filter(Boolean).join(' · ')}
            </Meta>
          </li>
        ))}
      </List>
      {onPage && <Pagination page={page} pageSize={pageSize} total={notices.data.total} onChange={(next) => onPage(next)} hideOnSinglePage />}
    </>
  );
}

import { useTopNotices } from '@study-portal/api';
import { EmptyState, formatDate, Skeleton, Loading } from '@study-portal/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LoadFailed } from '../../../components/LoadFailed';
import { topNoticeCount, topNoticesHeight as listHeight } from './firstScreenLayout';
import { noticeAddress } from '../addresses';

const rowHeight = listHeight / topNoticeCount;

const Body = styled.div`
  min-height: ${listHeight}px;
`;

const NoticeList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
    align-items: center;
    gap: var(--sp-space-3);
    height: ${rowHeight}px;
    border-bottom: 1px dashed var(--sp-color-border);
  }
`;

const NoticeLink = styled(Link)`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  border-radius: var(--sp-radius-small);
  color: var(--sp-color-text);
  text-decoration: none;
  text-overflow: ellipsis;
  white-space: nowrap;

  &::before {
    content: '';
    display: inline-block;
    width: 6px;
    height: 6px;
    margin: 0 var(--sp-space-2) calc(var(--sp-space-1) / 2) 0;
    border-radius: 50%;
    background: var(--sp-color-primary);
  }
  &:hover {
    color: var(--sp-color-primary);
    text-decoration: underline;
  }
  &:focus-visible {
    outline: none;
    box-shadow: var(--sp-focus-ring);
  }
`;

const NoticeDate = styled.time`
  flex: none;
  color: var(--sp-color-text-muted);
  font-size: var(--sp-font-size-body);
`;

/** The pinned notices beside the banners (NOTICE_SHOW): the newest first, each opening its page. */
export function TopNoticesBody() {
  const notices = useTopNotices();
  return (
    <Body>
      {notices.error ? (
        <LoadFailed what="通知公告" height={listHeight} onRetry={() => void notices.mutate()} />
      ) : !notices.data ? (
        <Loading>
          <Skeleton lines={topNoticeCount} />
        </Loading>
      ) : notices.data.length === 0 ? (
        <EmptyState height={listHeight} />
      ) : (
        <NoticeList>
          {notices.data.slice(0, topNoticeCount).map((notice) => (
            <li key={notice.id}>
              <NoticeLink to={noticeAddress(notice.id)} title={notice.title}>
                {notice.title}
              </NoticeLink>
              {notice.publishTime && <NoticeDate dateTime={formatDate(notice.publishTime, 'YYYY-MM-DD')}>{formatDate(notice.publishTime, 'YYYY-MM-DD')}</NoticeDate>}
            </li>
          ))}
        </NoticeList>
      )}
    </Body>
  );
}

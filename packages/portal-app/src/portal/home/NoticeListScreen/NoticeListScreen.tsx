import { useNotices } from '@study-portal/api';
import { Card, EmptyState, Loading, Pagination, Skeleton, Tabs } from '@study-portal/ui';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { LoadFailed } from '../../../components/LoadFailed';
import { ScreenPage } from '../../../components/ScreenPage';
import { NoticeList } from './NoticeList';
import { noticeTypes, noticePageSize, noticeQueryParams, readNoticeQuery } from './noticeQuery';

const Panel = styled(Card)`
  display: flex;
  flex-direction: column;
`;

const SkeletonNotice = styled.div`
  padding: var(--sp-space-4) 0;
`;

const LoadingNotices = () => (
  <Loading>
    {Array.from({ length: 4 }, (_, index) => (
      <SkeletonNotice key={index}>
        <Skeleton lines={3} />
      </SkeletonNotice>
    ))}
  </Loading>
);

// Tabs need a value for every tab; '' (every type) travels as 'all'.
const allTypes = 'all';

/** /information: every notice, newest first, by type and page; both kept in the address. */
export function NoticeListScreen() {
  const [params, setParams] = useSearchParams();
  const query = readNoticeQuery(params);
  const notices = useNotices({ page: query.page, pageSize: noticePageSize, ...(query.type ? { type: query.type } : {}) });

  return (
    <ScreenPage>
      <h1>通知公告</h1>
      <Panel>
        <Tabs
          label="按栏目查看通知"
          items={noticeTypes.map((noticeType) => ({ value: noticeType.value || allTypes, label: noticeType.label }))}
          value={query.type || allTypes}
          onChange={(value) => setParams(noticeQueryParams({ type: value === allTypes ? '' : value, page: 1 }))}
        >
          {notices.error ? (
            <LoadFailed what="通知" onRetry={() => void notices.mutate()} />
          ) : !notices.data ? (
            <LoadingNotices />
          ) : notices.data.items.length === 0 ? (
            <EmptyState />
          ) : (
            <NoticeList notices={notices.data.items} />
          )}
        </Tabs>
        {notices.data && notices.data.total > 0 && (
          <Pagination
            page={query.page}
            pageSize={noticePageSize}
            total={notices.data.total}
            hideOnSinglePage
            label="通知分页"
            onChange={(page) => setParams(noticeQueryParams({ type: query.type, page }))}
          />
        )}
      </Panel>
    </ScreenPage>
  );
}

import { useAllClassNotices, useClassNotices } from '@study-portal/api';
import { EmptyState, formatDate, Loading, RichText, Skeleton } from '@study-portal/ui';
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ClassFrame } from '../ClassFrame';
import { ClassNoticeList, noticeTitle } from '../ClassNoticeList';
import { readPage, withPage } from '../../shared/pageAddress';
import { Section } from '../Section';
import { chosenNotice } from './chosenNotice';

const pageSize = 10;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(240px, 1fr) 2fr;
  gap: var(--sp-space-5);
  align-items: start;

  @media (max-width: 860px) {
    grid-template-columns: 1fr;
  }
`;

const Notice = styled.article`
  min-width: 0;
  padding: var(--sp-space-4) var(--sp-space-5);
  border: 1px solid var(--sp-color-border);
  border-radius: var(--sp-radius-control);
  background: var(--sp-color-surface);

  & > p {
    margin: 0 0 var(--sp-space-4);
    padding-bottom: var(--sp-space-3);
    border-bottom: 1px solid var(--sp-color-border);
    color: var(--sp-color-text-muted);
    overflow-wrap: anywhere;
  }
`;

function NoticeBody({ id, page, noticeId }: { id: string; page: number; noticeId: string }) {
  const headingId = useId();
  const shown = useClassNotices({ tbtpId: id, page, pageSize });
  const onPage = shown.data?.items;
  const lookFurther = Boolean(noticeId && onPage && !onPage.some((item) => item.id === noticeId));
  // Every notice of the class, to find one named in the address that is not on the page shown.
  const all = useAllClassNotices(lookFurther ? id : null);
  const { notice, missing, searching } = chosenNotice(noticeId, onPage, all.data?.items);

  if (shown.error || all.error) return null;
  if (searching) {
    return (
      <Loading label="正在加载公告">
        <Skeleton lines={6} />
      </Loading>
    );
  }
  if (missing) return <EmptyState description="该公告不存在或已删除" height={160} />;
  if (!notice) return null;
  return (
    <Notice aria-labelledby={headingId}>
      <h2 id={headingId}>{noticeTitle(notice.title)}</h2>
      <p>{[notice.publisher ? `发布单位：${notice.publisher}` : '', notice.publishTime ? `发布时间：${formatDate(notice.publishTime)}` : ''].filter(Boolean).join('　')}</p>
      <RichText html={notice.content} />
    </Notice>
  );
}

/** /classNotice?id=&noticeId=: a class's notices, the chosen one read in full beside the list. */
export function ClassNoticeScreen() {
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const noticeId = (params.get('noticeId') ?? '').trim();
  return (
    <ClassFrame page="班级公告">
      {(_detail, id) => (
        <Columns>
          <Section title="班级公告">
            <ClassNoticeList
              tbtpId={id}
              page={page}
              pageSize={pageSize}
              selectedId={noticeId}
              onPage={(next) => {
                const out = withPage(params, next);
                out.delete('noticeId');
                setParams(out);
              }}
            />
          </Section>
          <NoticeBody id={id} page={page} noticeId={noticeId} />
        </Columns>
      )}
    </ClassFrame>
  );
}

import { useNotice, type PortalArticleDetail } from '@study-portal/api';
import { Breadcrumb, Card, EmptyState, formatCount, formatDate, Loading, readAddress, RichText, Skeleton, Tag, VisuallyHidden } from '@study-portal/ui';
import type { ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { LoadFailed } from '../../../components/LoadFailed';
import { ScreenPage } from '../../../components/ScreenPage';

const Article = styled(Card).attrs({ element: 'article', padding: 'large' })`
  display: flex;
  flex-direction: column;
  gap: var(--sp-space-4);

  && h1 {
    text-align: center;
    overflow-wrap: anywhere;
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: var(--sp-space-1) var(--sp-space-4);
  padding-bottom: var(--sp-space-3);
  border-bottom: 1px solid var(--sp-color-border);
  color: var(--sp-color-text-muted);
  font-size: var(--sp-font-size-body);

  & > span {
    max-width: 100%;
    overflow-wrap: anywhere;
  }
`;

const Attachments = styled.ul`
  margin: 0;
  padding-left: var(--sp-space-5);

  & a {
    color: var(--sp-color-primary);
    overflow-wrap: anywhere;
  }
  & a:focus-visible {
    outline: none;
    box-shadow: var(--sp-focus-ring);
  }
`;

const BackLink = styled(Link)`
  align-self: flex-start;
  color: var(--sp-color-primary);

  &:focus-visible {
    outline: none;
    box-shadow: var(--sp-focus-ring);
  }
`;

export const noticeDetailTexts = {
  missing: '该通知不存在或已删除',
  back: '返回通知列表',
} as const;

function AttachmentLink({ name, url }: { name: string; url: string }) {
  const target = readAddress(url);
  // An address the URL policy refuses is shown, never followed.
  if (target.kind === 'none') return <span>{name}（附件地址无效）</span>;
  if (target.kind === 'internal') return <a href={target.to} download>{name}</a>;
  return (
    <a href={target.href} target="_blank" rel="noopener noreferrer">
      {name}
      <VisuallyHidden>（在新窗口打开）</VisuallyHidden>
    </a>
  );
}

function NoticeBody({ notice }: { notice: PortalArticleDetail }) {
  const attachments = notice.attachments ?? [];
  return (
    <Article>
      <h1>{notice.title}</h1>
      <Meta>
        {notice.typeName && <Tag tone="primary">{notice.typeName}</Tag>}
        {notice.publishTime && <span>发布时间：{formatDate(notice.publishTime, 'YYYY-MM-DD HH:mm')}</span>}
        {notice.source && <span>来源：{notice.source}</span>}
        {notice.author && <span>作者：{notice.author}</span>}
        <span>浏览：{formatCount(notice.views ?? 0)}次</span>
      </Meta>
      <RichText html={notice.content} />
      {attachments.length > 0 && (
        <section aria-labelledby="notice-attachments">
          <h2 id="notice-attachments">附件</h2>
          <Attachments>
            {attachments.map((attachment, index) => (
              <li key={`${index}-${attachment.url}`}>
                <AttachmentLink name={attachment.name} url={attachment.url} />
              </li>
            ))}
          </Attachments>
        </section>
      )}
      <BackLink to="/information">{noticeDetailTexts.back}</BackLink>
    </Article>
  );
}

/**
 * /informationDetail?id=: one notice. Its body is administrators' HTML and goes through the
 * kit's sanitiser; title, source and attachment names are shown as text.
 */
export function NoticeScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get('id')?.trim() || null;
  const notice = useNotice(id);

  let body: ReactNode;
  if (!id || notice.error?.kind === 'business') {
    body = (
      <>
        <h1>通知详情</h1>
        <EmptyState description={notice.error?.serverMessage || noticeDetailTexts.missing}>
          <BackLink to="/information">{noticeDetailTexts.back}</BackLink>
        </EmptyState>
      </>
    );
  } else if (notice.error) {
    body = (
      <>
        <h1>通知详情</h1>
        <LoadFailed what="通知" onRetry={() => void notice.mutate()} />
      </>
    );
  } else if (!notice.data) {
    body = (
      <>
        <h1>通知详情</h1>
        <Loading>
          <Skeleton width="60%" />
          <Skeleton lines={8} />
        </Loading>
      </>
    );
  } else {
    body = <NoticeBody notice={notice.data} />;
  }

  return (
    <ScreenPage>
      <Breadcrumb
        items={[{ label: '首页', href: '/index' }, { label: '通知公告', href: '/information' }, { label: '通知详情' }]}
        onNavigate={(item, event) => {
          if (!item.href) return;
          event.preventDefault();
          void navigate(item.href);
        }}
      />
      {body}
    </ScreenPage>
  );
}

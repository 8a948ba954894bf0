import { useLetterDetail } from '@study-portal/api';
import { Loading, readAddress, RichText, Skeleton } from '@study-portal/ui';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { LoadFailed } from '../../../components/LoadFailed';
import { ExternalLink, TextLink } from '../shared/TextLink';
import { letterTypeLabel } from './letterTypes';

const Article = styled.article`
  & > h2 {
    margin: 0 0 var(--sp-space-2);
    font-size: var(--sp-font-size-title);
    overflow-wrap: anywhere;
  }

  & > h2:focus {
    outline: none;
  }

  & > h2:focus-visible {
    box-shadow: var(--sp-focus-ring);
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: var(--sp-space-1) var(--sp-space-4);
  margin: 0 0 var(--sp-space-4);
  color: var(--sp-color-text-muted);
  font-size: var(--sp-font-size-body);
  overflow-wrap: anywhere;
`;

const Follow = styled.p`
  margin: var(--sp-space-4) 0 0;
`;

/** One letter in full; opening it marks it read on the server. */
export function LetterDetailView({ id, focusOnOpen }: { id: string; focusOnOpen: boolean }) {
  const letter = useLetterDetail(id);
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = letter.data?.id === id;

  // A letter chosen from the list takes the focus, so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (focusOnOpen && loaded) heading.current?.focus();
  }, [focusOnOpen, loaded, id]);

  if (letter.error) return <LoadFailed what="消息" onRetry={() => void letter.mutate()} />;
  if (!letter.data) {
    return (
      <Loading label="正在加载消息">
        <Skeleton shape="rect" height={200} />
      </Loading>
    );
  }
  const data = letter.data;
  const link = readAddress(data.link);
  return (
    <Article>
      <h2 ref={heading} tabIndex={-1}>
        {data.title}
      </h2>
      <Meta>
        <span>类型：{letterTypeLabel(data.type)}</span>
        <span>发件人：{data.senderName ?? '系统'}</span>
        <span>发送时间：{data.sendTime}</span>
      </Meta>
      <RichText html={data.content} />
      {link.kind !== 'none' && (
        <Follow>
          {link.kind === 'external' ? <ExternalLink href={link.href}>查看详情（在新窗口打开）</ExternalLink> : <TextLink to={link.to}>查看详情</TextLink>}
        </Follow>
      )}
    </Article>
  );
}

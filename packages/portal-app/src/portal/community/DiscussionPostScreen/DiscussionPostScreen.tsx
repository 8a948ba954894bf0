import { useCurrentDiscussion, useDiscussionPost, type DiscussionPostDetail } from '@study-portal/api';
import { Card, EmptyState, Loading, RichText, Skeleton } from '@study-portal/ui';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { discussionNav } from '../areaPages';
import { counted, Facts, Panel } from '../../shared/recordLayout';
import { untitledPost } from '../PostList';
import { LoadFailed } from '../../../components/LoadFailed';
import { PageNav } from '../../../components/PageNav';
import { ScreenPage } from '../../../components/ScreenPage';
import { ReplyForm } from './ReplyForm';

const Title = styled.h1`
  overflow-wrap: anywhere;
`;

const Replies = styled(Card).attrs({ element: 'ol', padding: 'none' })`
  display: flex;
  flex-direction: column;
  margin: 0;
  list-style: none;

  & > li {
    display: flex;
    flex-direction: column;
    gap: var(--sp-space-2);
    padding: var(--sp-space-4) var(--sp-space-5);
    border-bottom: 1px solid var(--sp-color-border);
    overflow-wrap: anywhere;
  }

  & > li:last-child {
    border-bottom: none;
  }

  & p {
    margin: 0;
    white-space: pre-wrap;
  }
`;

const Closed = styled.p`
  margin: 0;
  color: var(--sp-color-text-muted);
`;

function ReplyList({ post }: { post: DiscussionPostDetail }) {
  const replies = post.replies ?? [];
  if (replies.length === 0) return <EmptyState description="暂无回复，欢迎发表您的看法" height={160} />;
  return (
    <Replies aria-label="回复列表">
      {replies.map((reply, index) => (
        <li key={reply.id}>
          <Facts>
            <li>{index + 1}楼</li>
            <li>{reply.author || '匿名'}</li>
            {reply.orgName && <li>{reply.orgName}</li>}
            {reply.createTime && <li>{reply.createTime}</li>}
          </Facts>
          {/* A reply is plain text as the learner typed it: shown, never parsed. */}
          <p>{reply.content}</p>
        </li>
      ))}
    </Replies>
  );
}

/** Whether the post's topic still takes replies: only the current topic does. */
function useOpenForReplies(post: DiscussionPostDetail): boolean {
  const topic = useCurrentDiscussion();
  if (topic.data === undefined) return true;
  return topic.data !== null && (!post.topicId || post.topicId === topic.data.id);
}

function Post({ post }: { post: DiscussionPostDetail }) {
  const open = useOpenForReplies(post);
  return (
    <>
      <Panel as="article" aria-labelledby="post-title">
        <Title id="post-title">{post.title || untitledPost}</Title>
        <Facts aria-label="发帖信息">
          <li>{post.author || '匿名'}</li>
          {post.orgName && <li>{post.orgName}</li>}
          {post.createTime && <li>发表于 {post.createTime}</li>}
          <li>浏览 {counted(post.views)}</li>
        </Facts>
        <RichText html={post.content} />
      </Panel>
      <section aria-labelledby="replies-title">
        <h2 id="replies-title">全部回复（{counted(post.replies?.length ?? 0)}）</h2>
        <ReplyList post={post} />
      </section>
      <section aria-labelledby="reply-title">
        <h2 id="reply-title">发表回复</h2>
        {open ? <ReplyForm postId={post.id} /> : <Closed>该研讨已结束，不能回复。</Closed>}
      </section>
    </>
  );
}

/** /comment/postDetail?id=: a post in full, its replies oldest first, and the learner's reply. */
export function DiscussionPostScreen() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const post = useDiscussionPost(id || null);

  return (
    <ScreenPage>
      <PageNav label="研讨交流" items={discussionNav} />
      {!id ? (
        <>
          <h1>研讨帖</h1>
          <EmptyState description="未指定要查看的研讨帖">
            <Link to="/comment/postLists">返回研讨帖列表</Link>
          </EmptyState>
        </>
      ) : post.error?.kind === 'business' ? (
        <>
          <h1>研讨帖</h1>
          {/* The server's refusal (deleted, never existed) says more than a retry could. */}
          <EmptyState description={post.error.serverMessage || '该研讨帖无法查看'}>
            <Link to="/comment/postLists">返回研讨帖列表</Link>
          </EmptyState>
        </>
      ) : post.error ? (
        <>
          <h1>研讨帖</h1>
          <LoadFailed what="研讨帖" onRetry={() => void post.mutate()} />
        </>
      ) : !post.data ? (
        <>
          <h1>研讨帖</h1>
          <Loading label="正在加载研讨帖">
            <Skeleton shape="rect" height={320} />
          </Loading>
        </>
      ) : (
        <Post post={post.data} />
      )}
    </ScreenPage>
  );
}

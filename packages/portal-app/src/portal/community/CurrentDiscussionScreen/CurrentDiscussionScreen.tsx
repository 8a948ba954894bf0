import { useCurrentDiscussion, useDiscussionPosts, type DiscussionTopic } from '@study-portal/api';
import { EmptyState, Image, Loading, RichText, Skeleton } from '@study-portal/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { discussionNav } from '../areaPages';
import { counted, Facts, Panel } from '../../shared/recordLayout';
import { PostList } from '../PostList';
import { periodText } from '../studyTaskStatus';
import { LoadFailed } from '../../../components/LoadFailed';
import { PageNav } from '../../../components/PageNav';
import { ScreenPage } from '../../../components/ScreenPage';

const DiscussionPanel = styled(Panel)`
  display: grid;
  grid-template-columns: minmax(0, 320px) minmax(0, 1fr);
  gap: var(--sp-space-5);
  align-items: start;

  @media (max-width: 720px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const More = styled.p`
  margin: var(--sp-space-3) 0 0;
  text-align: right;

  & a {
    color: var(--sp-color-primary);
  }
`;

function Topic({ topic }: { topic: DiscussionTopic }) {
  return (
    <DiscussionPanel>
      <Image src={topic.cover} alt="" ratio="16 / 9" />
      <div>
        <h2 id="topic-title">{topic.title}</h2>
        <Facts aria-label="研讨信息">
          {periodText(topic.startDate, topic.endDate) && <li>研讨时间：{periodText(topic.startDate, topic.endDate)}</li>}
          <li>研讨帖 {counted(topic.postCount)} 篇</li>
          <li>参与 {counted(topic.participantCount)} 人</li>
        </Facts>
        <RichText html={topic.intro} />
      </div>
    </DiscussionPanel>
  );
}

function LatestPosts() {
  const posts = useDiscussionPosts({ page: 1, pageSize: 5 });
  return (
    <section aria-labelledby="latest-posts-title">
      <h2 id="latest-posts-title">最新研讨帖</h2>
      {posts.error ? (
        <LoadFailed what="研讨帖" onRetry={() => void posts.mutate()} />
      ) : !posts.data ? (
        <Loading label="正在加载研讨帖">
          <Skeleton shape="rect" height={240} />
        </Loading>
      ) : posts.data.items.length === 0 ? (
        <EmptyState description="暂无研讨帖，欢迎发表您的看法" />
      ) : (
        <>
          <PostList posts={posts.data.items} label="最新研讨帖" />
          <More>
            <Link to="/comment/postLists">查看全部 {counted(posts.data.total)} 篇研讨帖</Link>
          </More>
        </>
      )}
    </section>
  );
}

/** /currentcomment: the topic under discussion now, what it asks, and its newest posts. */
export function CurrentDiscussionScreen() {
  const topic = useCurrentDiscussion();
  return (
    <ScreenPage>
      <h1>本期研讨</h1>
      <PageNav label="研讨交流" items={discussionNav} />
      {topic.error ? (
        <LoadFailed what="研讨主题" onRetry={() => void topic.mutate()} />
      ) : topic.data === undefined ? (
        <Loading label="正在加载研讨主题">
          <Skeleton shape="rect" height={240} />
        </Loading>
      ) : topic.data === null ? (
        <EmptyState description="当前暂无研讨主题，敬请期待" />
      ) : (
        <>
          <section aria-labelledby="topic-title">
            <Topic topic={topic.data} />
          </section>
          <LatestPosts />
        </>
      )}
    </ScreenPage>
  );
}

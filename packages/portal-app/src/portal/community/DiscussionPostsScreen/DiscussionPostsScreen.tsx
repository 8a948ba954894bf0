import { useCurrentDiscussion, useDiscussionPosts } from '@study-portal/api';
import { EmptyState, Loading, Pagination, Skeleton } from '@study-portal/ui';
import { discussionNav } from '../areaPages';
import { counted } from '../../shared/recordLayout';
import { PostList } from '../PostList';
import { SearchBar } from '../../../components/SearchBar';
import { useListFilters } from '../useListFilters';
import { LoadFailed } from '../../../components/LoadFailed';
import { PageNav } from '../../../components/PageNav';
import { ScreenPage } from '../../../components/ScreenPage';

const pageSize = 10;

/**
 * /comment/postLists: a topic's posts (`?topicId=`, the current topic's by default), newest
 * first, searchable and paged.
 */
export function DiscussionPostsScreen() {
  const filters = useListFilters();
  const { page, keyword } = filters;
  const topicId = filters.params.get('topicId') ?? '';
  const topic = useCurrentDiscussion();
  const posts = useDiscussionPosts({ page, pageSize, ...(topicId ? { topicId } : {}), ...(keyword ? { keyword } : {}) });
  const topicTitle = !topicId || topicId === topic.data?.id ? topic.data?.title : undefined;

  return (
    <ScreenPage>
      <h1>研讨交流</h1>
      <PageNav label="研讨交流" items={discussionNav} />
      {topicTitle && <p>本期主题：{topicTitle}</p>}
      <SearchBar label="查找研讨帖" fieldLabel="标题或内容" placeholder="输入关键词" value={keyword} onSearch={filters.setKeyword} />
      <section aria-labelledby="posts-title">
        <h2 id="posts-title">{posts.data ? `研讨帖（共 ${counted(posts.data.total)} 篇）` : '研讨帖'}</h2>
        {posts.error ? (
          <LoadFailed what="研讨帖" onRetry={() => void posts.mutate()} />
        ) : !posts.data ? (
          <Loading label="正在加载研讨帖">
            <Skeleton shape="rect" height={320} />
          </Loading>
        ) : posts.data.items.length === 0 ? (
          <EmptyState description={keyword ? `没有找到与“${keyword}”相关的研讨帖` : undefined} />
        ) : (
          <>
            <PostList posts={posts.data.items} label="研讨帖列表" />
            <Pagination page={page} pageSize={pageSize} total={posts.data.total} onChange={filters.setPage} label="研讨帖分页" />
          </>
        )}
      </section>
    </ScreenPage>
  );
}

import { useTopicDetail } from '@study-portal/api';
import { Breadcrumb, formatDate, Loading, ProgressBar, RichText } from '@study-portal/ui';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LoadFailed } from '../../../components/LoadFailed';
import { ScreenPage } from '../../../components/ScreenPage';
import { FactList, Hero, NothingChosen, DetailPlaceholder } from '../../shared/detailPage';

import { topicPagePaths } from '../addresses';
import type { TopicPageVariant } from '../pageVariant';
import { TopicCourses } from './TopicCourses';

const backToList = { to: topicPagePaths.list, label: '返回专题推荐' };

/** Percentage of a topic's courses the learner has completed. */
export function topicProgress(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.round((Math.max(0, completed) / total) * 100));
}

/**
 * A special topic's page: what it is about, who runs it, how far the learner has got, and its
 * courses. The signed-in page, the open page and its phone layout differ only in `variant`.
 */
export function TopicScreen({ variant }: { variant: TopicPageVariant }) {
  const [params] = useSearchParams();
  const id = params.get('id');
  const subject = useTopicDetail(id);
  const navigate = useNavigate();
  const portal = variant === 'portal';
  // Visitors of an open page cannot use the signed-in list, so they are offered no way to it.
  const back = portal ? backToList : undefined;

  const breadcrumb = portal && (
    <Breadcrumb
      items={[{ label: '专题推荐', href: topicPagePaths.list }, { label: subject.data?.name ?? '专题详情' }]}
      onNavigate={(item, event) => {
        event.preventDefault();
        if (item.href) navigate(item.href);
      }}
    />
  );

  if (!id || subject.error || !subject.data) {
    return (
      <ScreenPage>
        {breadcrumb}
        <h1>专题详情</h1>
        {!id ? (
          <NothingChosen {...(back ? { back } : {})} />
        ) : subject.error ? (
          <LoadFailed error={subject.error} what="专题" onRetry={() => void subject.mutate()} {...(back ? { back } : {})} />
        ) : (
          <Loading label="正在加载专题">
            <DetailPlaceholder />
          </Loading>
        )}
      </ScreenPage>
    );
  }

  const { data } = subject;
  return (
    <ScreenPage>
      {breadcrumb}
      <Hero title={data.name} cover={data.cover} summary={data.summary} narrow={variant === 'mobile'}>
        <FactList
          label="专题信息"
          facts={[
            ['主办单位', data.organiser],
            ['发布时间', formatDate(data.publishDate, 'YYYY-MM-DD')],
            ['课程数量', `${data.courseCount} 门`],
            ['总学时', `${data.totalHours} 学时`],
          ]}
        />
        {portal && data.courseCount > 0 && (
          <div>
            <p>
              已完成 {data.completedCourseCount} / {data.courseCount} 门课程
            </p>
            <ProgressBar label="专题学习进度" value={topicProgress(data.completedCourseCount, data.courseCount)} showValue />
          </div>
        )}
      </Hero>
      <section aria-labelledby="subject-intro-title">
        <h2 id="subject-intro-title">专题简介</h2>
        <RichText html={data.introduction} />
      </section>
      <TopicCourses topicId={data.id} variant={variant} />
    </ScreenPage>
  );
}

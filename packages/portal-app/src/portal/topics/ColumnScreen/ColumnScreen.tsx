import { useColumnDetail } from '@study-portal/api';
import { Breadcrumb, formatDate, Loading, RichText } from '@study-portal/ui';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LoadFailed } from '../../../components/LoadFailed';
import { ScreenPage } from '../../../components/ScreenPage';
import { FactList, Hero, NothingChosen, DetailPlaceholder } from '../../shared/detailPage';
import { ColumnEntries } from './ColumnEntries';

import { topicPagePaths } from '../addresses';
import type { TopicPageVariant } from '../pageVariant';

const backToList = { to: topicPagePaths.columns, label: '返回栏目推荐' };

/**
 * A column's page: what it collects and its courses and articles. The signed-in page, the
 * open page and its phone layout differ only in `variant`.
 */
export function ColumnScreen({ variant }: { variant: TopicPageVariant }) {
  const [params] = useSearchParams();
  const id = params.get('id');
  const column = useColumnDetail(id);
  const navigate = useNavigate();
  const portal = variant === 'portal';
  const back = portal ? backToList : undefined;

  const breadcrumb = portal && (
    <Breadcrumb
      items={[{ label: '栏目推荐', href: topicPagePaths.columns }, { label: column.data?.name ?? '栏目详情' }]}
      onNavigate={(item, event) => {
        event.preventDefault();
        if (item.href) navigate(item.href);
      }}
    />
  );

  if (!id || column.error || !column.data) {
    return (
      <ScreenPage>
        {breadcrumb}
        <h1>栏目详情</h1>
        {!id ? (
          <NothingChosen {...(back ? { back } : {})} />
        ) : column.error ? (
          <LoadFailed error={column.error} what="栏目" onRetry={() => void column.mutate()} {...(back ? { back } : {})} />
        ) : (
          <Loading label="正在加载栏目">
            <DetailPlaceholder />
          </Loading>
        )}
      </ScreenPage>
    );
  }

  const { data } = column;
  return (
    <ScreenPage>
      {breadcrumb}
      <Hero title={data.name} cover={data.cover} summary={data.summary} narrow={variant === 'mobile'}>
        <FactList
          label="栏目信息"
          facts={[
            ['内容数量', `${data.itemCount} 项`],
            ['发布时间', formatDate(data.publishDate, 'YYYY-MM-DD')],
          ]}
        />
      </Hero>
      {data.introduction && (
        <section aria-labelledby="column-intro-title">
          <h2 id="column-intro-title">栏目简介</h2>
          <RichText html={data.introduction} />
        </section>
      )}
      <ColumnEntries items={data.items} variant={variant} />
    </ScreenPage>
  );
}

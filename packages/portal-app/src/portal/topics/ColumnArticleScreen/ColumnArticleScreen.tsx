import { useColumnArticle } from '@study-portal/api';
import { Breadcrumb, type BreadcrumbItem, Card, formatCount, formatDate, Image, Loading, RichText, VisuallyHidden } from '@study-portal/ui';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { LoadFailed } from '../../../components/LoadFailed';
import { ScreenPage } from '../../../components/ScreenPage';
import { FactList, NothingChosen, DetailPlaceholder } from '../../shared/detailPage';
import { columnAddress, topicPagePaths } from '..';

const Article = styled(Card).attrs({ element: 'article', padding: 'large' })`
  display: flex;
  flex-direction: column;
  gap: var(--sp-space-4);
  max-width: 880px;
  width: 100%;
  margin: 0 auto;

  & h1 {
    overflow-wrap: anywhere;
  }
`;

const backToList = { to: topicPagePaths.columns, label: '返回栏目推荐' };

/** /specialReTextDetails?id=: one article of a column, its body as the back office wrote it (sanitised). */
export function ColumnArticleScreen() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const article = useColumnArticle(id);
  const navigate = useNavigate();
  const data = article.data;

  const trail: BreadcrumbItem[] = [{ label: '栏目推荐', href: topicPagePaths.columns }];
  if (data?.columnId && data.columnName) trail.push({ label: data.columnName, href: columnAddress(data.columnId) });

  return (
    <ScreenPage>
      <Breadcrumb
        items={[...trail, { label: data?.title ?? '文章详情' }]}
        onNavigate={(item, event) => {
          event.preventDefault();
          if (item.href) navigate(item.href);
        }}
      />
      {!id || article.error || !data ? (
        <>
          <h1>文章详情</h1>
          {!id ? (
            <NothingChosen back={backToList} />
          ) : article.error ? (
            <LoadFailed error={article.error} what="文章" onRetry={() => void article.mutate()} back={backToList} />
          ) : (
            <Loading label="正在加载文章">
              <DetailPlaceholder />
            </Loading>
          )}
        </>
      ) : (
        <Article aria-labelledby="article-title">
          <h1 id="article-title">{data.title}</h1>
          <FactList
            label="文章信息"
            facts={[
              ['作者', data.author],
              ['来源', data.source],
              ['发布时间', formatDate(data.publishDate, 'YYYY-MM-DD HH:mm')],
              ['阅读', `${formatCount(data.readCount)} 次`],
            ]}
          />
          {data.cover && <Image src={data.cover} alt="" ratio="16 / 9" loading="eager" />}
          <section aria-labelledby="article-body-title">
            <VisuallyHidden as="h2" id="article-body-title">
              正文
            </VisuallyHidden>
            <RichText html={data.content} />
          </section>
        </Article>
      )}
    </ScreenPage>
  );
}

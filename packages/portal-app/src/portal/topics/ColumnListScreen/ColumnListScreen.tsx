import { useColumns, type ColumnSummary } from '@study-portal/api';
import { CardCollection, Pagination } from '@study-portal/ui';
import { useSearchParams } from 'react-router-dom';
import { readPage, withPage } from '../../shared/pageAddress';
import { LoadFailed } from '../../../components/LoadFailed';
import { ScreenPage } from '../../../components/ScreenPage';
import { columnAddress, EntryCard } from '..';

/** Columns a page shows, one a row. */
export const columnListPageSize = 10;

/** /specialReList: the column recommendations (栏目推荐), each a curated set of courses and articles. */
export function ColumnListScreen() {
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const columns = useColumns({ page, pageSize: columnListPageSize });

  return (
    <ScreenPage>
      <h1>栏目推荐</h1>
      <section aria-labelledby="columns-title">
        <h2 id="columns-title">全部栏目</h2>
        {columns.error ? (
          <LoadFailed what="栏目" onRetry={() => void columns.mutate()} />
        ) : (
          <>
            <CardCollection<ColumnSummary>
              layout="list"
              loading={!columns.data}
              skeletonCount={4}
              items={columns.data?.items ?? []}
              getKey={(column) => column.id}
              renderItem={(column) => (
                <EntryCard
                  href={columnAddress(column.id)}
                  title={column.name}
                  cover={column.cover}
                  summary={column.summary}
                  publishDate={column.publishDate}
                  kind={`${column.itemCount} 项内容`}
                />
              )}
            />
            {columns.data && (
              <Pagination
                label="栏目分页"
                page={page}
                pageSize={columnListPageSize}
                total={columns.data.total}
                hideOnSinglePage
                onChange={(next) => setParams(withPage(params, next))}
              />
            )}
          </>
        )}
      </section>
    </ScreenPage>
  );
}

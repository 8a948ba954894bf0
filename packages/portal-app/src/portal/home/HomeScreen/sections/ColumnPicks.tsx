import { useColumns } from '@study-portal/api';
import { CardCollection, formatDate } from '@study-portal/ui';
import { LoadFailed } from '../../../../components/LoadFailed';
import { InfoCard } from './InfoCard';
import { SectionPlaceholder } from '../SectionPlaceholder';
import { homeCardCount, sectionShapes } from '../sectionShapes';
import { columnAddress } from '../../../topics/addresses';

/** Column recommendations (SPECIAL_COLUMN_SHOW): curated sets of courses and articles. */
export function ColumnPicks() {
  const columns = useColumns({ page: 1, pageSize: homeCardCount });
  if (columns.error) return <LoadFailed what="栏目" height={300} onRetry={() => void columns.mutate()} />;
  if (!columns.data) return <SectionPlaceholder shape={sectionShapes.columns} announce />;
  return (
    <CardCollection
      items={columns.data.items}
      getKey={(column) => column.id}
      renderItem={(column) => (
        <InfoCard
          title={column.name}
          target={{ kind: 'internal', to: columnAddress(column.id) }}
          cover={column.cover}
          text={column.summary}
          facts={[
            ['内容', column.itemCount ? `${column.itemCount}篇` : undefined],
            ['更新', formatDate(column.publishDate, 'YYYY-MM-DD')],
          ]}
        />
      )}
    />
  );
}

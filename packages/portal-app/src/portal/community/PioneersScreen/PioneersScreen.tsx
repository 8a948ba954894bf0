import { useLearningPioneers, type LearningPioneer } from '@study-portal/api';
import { Image, Pagination, Table, type TableColumn } from '@study-portal/ui';
import styled from 'styled-components';
import { honourNav } from '../areaPages';
import { rankOf } from '../listPage';
import { RankBadge } from '../RankBadge';
import { SearchBar } from '../SearchBar';
import { useListFilters } from '../useListFilters';
import { recentYears, YearSelect } from '../YearSelect';
import { LoadFailed } from '../../../components/LoadFailed';
import { PageNav } from '../../../components/PageNav';
import { ScreenPage } from '../../../components/ScreenPage';

const pageSize = 10;

const Person = styled.span`
  display: inline-flex;
  gap: var(--sp-space-3);
  align-items: center;

  & > :first-child {
    flex: none;
    width: 48px;
    border-radius: var(--sp-radius-control);
    overflow: hidden;
  }
`;

const Motto = styled.span`
  color: var(--sp-color-text-muted);
  overflow-wrap: anywhere;
`;

/** /peoplelists: the learning pioneers (学习先锋) of an award year, by hours, a page at a time. */
export function PioneersScreen({ now = new Date() }: { now?: Date }) {
  const filters = useListFilters();
  const { page, keyword, year } = filters;
  const list = useLearningPioneers({ page, pageSize, ...(year ? { year } : {}), ...(keyword ? { keyword } : {}) });
  const shownYear = list.data?.items[0]?.year ?? year;

  const columns: TableColumn<LearningPioneer>[] = [
    { key: 'rank', title: '名次', width: 72, align: 'center', render: (_, index) => <RankBadge rank={rankOf(page, pageSize, index)} /> },
    {
      key: 'name',
      title: '姓名',
      render: (pioneer) => (
        <Person>
          <Image src={pioneer.photo} alt="" ratio="3 / 4" />
          <span>{pioneer.name}</span>
        </Person>
      ),
    },
    { key: 'orgName', title: '所在单位' },
    { key: 'hours', title: '年度学时', align: 'right', render: (pioneer) => pioneer.hours },
    { key: 'motto', title: '学习感言', render: (pioneer) => <Motto>{pioneer.motto}</Motto> },
  ];

  return (
    <ScreenPage>
      <h1>学习先锋</h1>
      <PageNav label="光荣榜" items={honourNav} />
      <SearchBar label="查找学习先锋" fieldLabel="姓名或单位" placeholder="输入姓名或单位名称" value={keyword} onSearch={filters.setKeyword}>
        <YearSelect label="评选年度" value={year} years={recentYears(now, 4)} latestLabel="最新一期" onChange={filters.setYear} />
      </SearchBar>
      <section aria-labelledby="pioneers-title">
        <h2 id="pioneers-title">{shownYear ? `${shownYear}年度学习先锋` : '学习先锋名单'}</h2>
        {list.error ? (
          <LoadFailed what="学习先锋" onRetry={() => void list.mutate()} />
        ) : (
          <>
            <Table caption="学习先锋名单，按年度学时排名" captionHidden columns={columns} rows={list.data?.items ?? []} rowKey="id" loading={!list.data} />
            {list.data && list.data.total > 0 && (
              <Pagination page={page} pageSize={pageSize} total={list.data.total} onChange={filters.setPage} label="学习先锋分页" />
            )}
          </>
        )}
      </section>
    </ScreenPage>
  );
}

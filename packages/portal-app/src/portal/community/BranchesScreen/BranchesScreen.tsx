import { useLearningBranches, type LearningBranch } from '@study-portal/api';
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

const Branch = styled.span`
  display: inline-flex;
  gap: var(--sp-space-3);
  align-items: center;

  & > :first-child {
    flex: none;
    width: 72px;
    border-radius: var(--sp-radius-control);
    overflow: hidden;
  }
`;

const Intro = styled.span`
  color: var(--sp-color-text-muted);
  overflow-wrap: anywhere;
`;

/** /branchlists: the learning party branches (学习型党支部) of an award year, by average hours. */
export function BranchesScreen({ now = new Date() }: { now?: Date }) {
  const filters = useListFilters();
  const { page, keyword, year } = filters;
  const list = useLearningBranches({ page, pageSize, ...(year ? { year } : {}), ...(keyword ? { keyword } : {}) });
  const shownYear = list.data?.items[0]?.year ?? year;

  const columns: TableColumn<LearningBranch>[] = [
    { key: 'rank', title: '名次', width: 72, align: 'center', render: (_, index) => <RankBadge rank={rankOf(page, pageSize, index)} /> },
    {
      key: 'branchName',
      title: '党支部',
      render: (branch) => (
        <Branch>
          <Image src={branch.picture} alt="" ratio="4 / 3" />
          <span>{branch.branchName}</span>
        </Branch>
      ),
    },
    { key: 'orgName', title: '所属单位' },
    { key: 'memberCount', title: '党员人数', align: 'right', render: (branch) => branch.memberCount },
    { key: 'averageHours', title: '人均学时', align: 'right', render: (branch) => branch.averageHours },
    { key: 'intro', title: '支部简介', render: (branch) => <Intro>{branch.intro}</Intro> },
  ];

  return (
    <ScreenPage>
      <h1>学习型党支部</h1>
      <PageNav label="光荣榜" items={honourNav} />
      <SearchBar label="查找学习型党支部" fieldLabel="支部或单位" placeholder="输入党支部或单位名称" value={keyword} onSearch={filters.setKeyword}>
        <YearSelect label="评选年度" value={year} years={recentYears(now, 4)} latestLabel="最新一期" onChange={filters.setYear} />
      </SearchBar>
      <section aria-labelledby="branches-title">
        <h2 id="branches-title">{shownYear ? `${shownYear}年度学习型党支部` : '学习型党支部名单'}</h2>
        {list.error ? (
          <LoadFailed what="学习型党支部" onRetry={() => void list.mutate()} />
        ) : (
          <>
            <Table caption="学习型党支部名单，按人均学时排名" captionHidden columns={columns} rows={list.data?.items ?? []} rowKey="id" loading={!list.data} />
            {list.data && list.data.total > 0 && (
              <Pagination page={page} pageSize={pageSize} total={list.data.total} onChange={filters.setPage} label="学习型党支部分页" />
            )}
          </>
        )}
      </section>
    </ScreenPage>
  );
}

import { useSiteStatistics, useRanking, type LearnerRanking, type OrganisationRanking } from '@study-portal/api';
import { Card, CardCollection, Table, type TableColumn, formatCount } from '@study-portal/ui';
import styled from 'styled-components';
import { LoadFailed } from '../../components/LoadFailed';
import { ScreenSection } from '../components/ScreenSection';
import { statisticFigures } from './dashboardFigures';

// A figure stands out a step above the large type, in either mode.
const FigureCard = styled(Card).attrs({ outlined: true })`
  & p {
    margin: 0;
    font-size: var(--sp-font-size-body);
    color: var(--sp-color-text-muted);
  }

  & p[data-figure] {
    margin: var(--sp-space-2) 0 0;
    font-size: calc(var(--sp-font-size-large) * 1.2);
    font-weight: 600;
    color: var(--sp-color-text);
  }
`;

const learnerColumns: TableColumn<LearnerRanking>[] = [
  { key: 'rank', title: '排名', width: 64, align: 'center' },
  { key: 'name', title: '姓名' },
  { key: 'orgName', title: '单位' },
  { key: 'hours', title: '学时', align: 'right', render: (row) => formatCount(row.hours) },
];

const organisationColumns: TableColumn<OrganisationRanking>[] = [
  { key: 'rank', title: '排名', width: 64, align: 'center' },
  { key: 'orgName', title: '单位' },
  { key: 'learnerCount', title: '学员数', align: 'right', render: (row) => formatCount(row.learnerCount) },
  { key: 'hours', title: '人均学时', align: 'right', render: (row) => formatCount(row.hours) },
];

/** 首页: the site's running totals as cards and this year's rankings as tables. */
export function DashboardScreen() {
  const statistics = useSiteStatistics();
  const ranking = useRanking();
  const figures = statistics.data ? statisticFigures(statistics.data) : [];

  return (
    <ScreenSection title="首页">
      <h2>平台数据</h2>
      {statistics.error ? (
        <LoadFailed what="平台" onRetry={() => void statistics.mutate()} />
      ) : (
        <CardCollection
            label="平台数据"
            items={figures}
            loading={!statistics.data}
            skeletonCount={6}
            getKey={(figure) => figure.key}
            emptyText="暂无平台数据"
            renderItem={(figure) => (
              <FigureCard>
                <p>{figure.label}</p>
                <p data-figure="">{formatCount(figure.value)}</p>
              </FigureCard>
            )}
          />
      )}
      <h2>学习排行{ranking.data?.year ? `（${ranking.data.year}年）` : ''}</h2>
      {ranking.error ? (
        <LoadFailed what="学习排行" onRetry={() => void ranking.mutate()} />
      ) : (
        <>
          <Table caption="学员学时排行" columns={learnerColumns} rows={ranking.data?.learners ?? []} rowKey={(row) => `${row.rank}-${row.name}`} loading={!ranking.data} />
          <Table caption="单位学时排行" columns={organisationColumns} rows={ranking.data?.organisations ?? []} rowKey={(row) => `${row.rank}-${row.orgName}`} loading={!ranking.data} />
        </>
      )}
    </ScreenSection>
  );
}


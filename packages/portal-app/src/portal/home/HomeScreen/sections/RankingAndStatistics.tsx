import { useSiteStatistics, useRanking, type PortalStatistics } from '@study-portal/api';
import { EmptyState, formatCount } from '@study-portal/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LoadFailed } from '../../../../components/LoadFailed';
import { panelColumns, SectionPlaceholder } from '../SectionPlaceholder';
import { sectionShapes } from '../sectionShapes';

const Layout = styled.div`
  display: grid;
  grid-template-columns: ${panelColumns};
  gap: var(--sp-space-4);

  & h3 {
    margin: 0 0 var(--sp-space-2);
    font-size: var(--sp-font-size-title);
  }
`;

/** A ranking's heading with the way to its honour list, on the heading's own line. */
const RankHeading = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: var(--sp-space-2);
  margin: 0 0 var(--sp-space-2);

  & h3 {
    margin: 0;
  }
  & a {
    flex: none;
    font-size: var(--sp-font-size-body);
  }
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: var(--sp-space-3);
  margin: 0;

  & > div {
    padding: var(--sp-space-3);
    border: 1px solid var(--sp-color-border);
    border-radius: var(--sp-radius-control);
  }
  & dt {
    color: var(--sp-color-text-muted);
    font-size: var(--sp-font-size-body);
  }
  & dd {
    margin: 0;
    color: var(--sp-color-primary);
    font-size: var(--sp-font-size-large);
    font-weight: 700;
    overflow-wrap: anywhere;
  }
`;

const Ranks = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: grid;
    grid-template-columns: 2em minmax(0, 1fr) auto;
    align-items: center;
    gap: var(--sp-space-2);
    min-height: 36px;
    border-bottom: 1px dashed var(--sp-color-border);
  }
  & [data-rank] {
    color: var(--sp-color-text-muted);
    font-weight: 700;
    text-align: center;
  }
  & > li:nth-child(-n + 3) [data-rank] {
    color: var(--sp-color-primary);
  }
  & [data-who] {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & [data-who] small {
    margin-left: var(--sp-space-2);
    color: var(--sp-color-text-muted);
    font-size: var(--sp-font-size-body);
  }
  & [data-hours] {
    color: var(--sp-color-text-muted);
    font-size: var(--sp-font-size-body);
  }
`;

const figuresOf = (statistics: PortalStatistics): Array<[string, number]> => [
  ['注册学员', statistics.learnerCount],
  ['在线课程', statistics.courseCount],
  ['本年度累计学时', statistics.hoursThisYear],
  ['本年度参学人数', statistics.activeLearnersThisYear],
  ['网上专题班', statistics.classCount],
  ['专题', statistics.subjectCount],
];

function SiteFigures({ statistics }: { statistics: ReturnType<typeof useSiteStatistics> }) {
  if (!statistics.data) return <LoadFailed what="平台数据" height={200} onRetry={() => void statistics.mutate()} />;
  return (
    <Figures>
      {figuresOf(statistics.data).map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{formatCount(value)}</dd>
        </div>
      ))}
    </Figures>
  );
}

/** A read that has answered, with data or with a failure. */
const settled = (reply: { data?: unknown; error?: unknown }) => reply.data !== undefined || reply.error !== undefined;

/** The site's totals and this year's hours rankings of learners and organisations (RANKING_SHOW). */
export function RankingAndStatistics() {
  const ranking = useRanking();
  const statistics = useSiteStatistics();
  if (!settled(ranking) || !settled(statistics)) return <SectionPlaceholder shape={sectionShapes.ranking} announce />;
  const year = ranking.data?.year ? `${ranking.data.year}年度` : '';
  return (
    <Layout>
      <div>
        <h3>平台数据</h3>
        <SiteFigures statistics={statistics} />
      </div>
      {!ranking.data ? (
        <LoadFailed what="学习排行" height={200} onRetry={() => void ranking.mutate()} />
      ) : (
        <>
          <div>
            <RankHeading>
              <h3>{year}学员学时排行</h3>
              <Link to="/peoplelists">学习先锋榜</Link>
            </RankHeading>
            {ranking.data.learners.length === 0 ? (
              <EmptyState height={200} />
            ) : (
              <Ranks>
                {ranking.data.learners.map((learner) => (
                  <li key={`${learner.rank}-${learner.name}`}>
                    <span data-rank="">{learner.rank}</span>
                    <span data-who="" title={[learner.name, learner.orgName].filter(Boolean).join(' ')}>
                      {learner.name}
                      {learner.orgName && <small>{learner.orgName}</small>}
                    </span>
                    <span data-hours="">{learner.hours}学时</span>
                  </li>
                ))}
              </Ranks>
            )}
          </div>
          <div>
            <RankHeading>
              <h3>{year}单位学时排行</h3>
              <Link to="/branchlists">学习型党支部</Link>
            </RankHeading>
            {ranking.data.organisations.length === 0 ? (
              <EmptyState height={200} />
            ) : (
              <Ranks>
                {ranking.data.organisations.map((organisation) => (
                  <li key={`${organisation.rank}-${organisation.orgName}`}>
                    <span data-rank="">{organisation.rank}</span>
                    <span data-who="" title={organisation.orgName}>
                      {organisation.orgName}
                    </span>
                    <span data-hours="">人均{organisation.hours}学时</span>
                  </li>
                ))}
              </Ranks>
            )}
          </div>
        </>
      )}
    </Layout>
  );
}

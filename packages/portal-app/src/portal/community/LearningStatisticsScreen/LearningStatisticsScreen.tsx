import {
  useCourseCategoryStatistics,
  useHotStatisticsList,
  useKeywordStatistics,
  useNewStatisticsList,
  type CourseCategoryStatistic,
  type KeywordStatistic,
} from '@study-portal/api';
import { Card, EmptyState, Loading, ProgressBar, Skeleton, Table, type TableColumn } from '@study-portal/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { counted } from '../../shared/recordLayout';
import { courseAddress } from '../../courses/addresses';
import { RankBadge } from '../RankBadge';
import { LoadFailed } from '../../../components/LoadFailed';
import { ScreenPage } from '../../../components/ScreenPage';
import { keywordSearchAddress } from './keywordSearch';
import { completionPercent, keywordWeight } from './keywordWeight';

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 420px), 1fr));
  gap: var(--sp-space-5);
`;

const Ranking = styled(Card).attrs({ element: 'ol' })`
  margin: 0;
  padding: var(--sp-space-2) var(--sp-space-4);
  list-style: none;

  & > li {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr) auto;
    gap: var(--sp-space-3);
    align-items: center;
    padding: var(--sp-space-2) 0;
    border-bottom: 1px solid var(--sp-color-border);
  }

  & > li:last-child {
    border-bottom: none;
  }

  & a {
    overflow: hidden;
    color: var(--sp-color-text);
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  & a:hover {
    color: var(--sp-color-primary);
  }

  & a:focus-visible {
    outline: none;
    box-shadow: var(--sp-focus-ring);
  }

  & span[data-aside] {
    color: var(--sp-color-text-muted);
    font-size: var(--sp-font-size-body);
    white-space: nowrap;
  }
`;

const Cloud = styled(Card).attrs({ element: 'ul' })`
  display: flex;
  flex-wrap: wrap;
  gap: var(--sp-space-2) var(--sp-space-4);
  align-items: baseline;
  margin: 0;
  list-style: none;

  /* A topic word from the server may be one long word: it wraps inside the cloud. */
  & li {
    min-width: 0;
    max-width: 100%;
    overflow-wrap: anywhere;
  }

  & a {
    color: var(--sp-color-text);
    text-decoration: none;
  }

  & a:hover {
    color: var(--sp-color-primary);
    text-decoration: underline;
  }

  & a:focus-visible {
    outline: none;
    border-radius: var(--sp-radius-control);
    box-shadow: var(--sp-focus-ring);
  }

  & [data-weight='1'] {
    font-size: var(--sp-font-size-body);
  }
  & [data-weight='2'] {
    font-size: var(--sp-font-size-title);
  }
  & [data-weight='3'] {
    font-size: var(--sp-font-size-large);
  }
  & [data-weight='4'] {
    font-size: calc(var(--sp-font-size-large) * 1.3);
    font-weight: 700;
  }

  & small {
    margin-left: var(--sp-space-1);
    color: var(--sp-color-text-muted);
    font-size: var(--sp-font-size-body);
    font-weight: 400;
  }
`;

const categoryColumns: TableColumn<CourseCategoryStatistic>[] = [
  { key: 'categoryName', title: '课程分类' },
  { key: 'courseCount', title: '学习课程', align: 'right', render: (row) => row.courseCount },
  { key: 'finishedCount', title: '已完成', align: 'right', render: (row) => row.finishedCount },
  { key: 'creditHour', title: '获得学时', align: 'right', render: (row) => row.creditHour },
  {
    key: 'completion',
    title: '完成率',
    width: '28%',
    render: (row) => <ProgressBar value={completionPercent(row.finishedCount, row.courseCount)} label={`${row.categoryName}完成率`} showValue />,
  },
];

function Categories() {
  const rows = useCourseCategoryStatistics();
  return (
    <section aria-labelledby="categories-title">
      <h2 id="categories-title">课程分类统计</h2>
      {rows.error ? (
        <LoadFailed what="课程分类统计" onRetry={() => void rows.mutate()} />
      ) : (
        <Table
          caption="我学习的课程按分类统计"
          captionHidden
          columns={categoryColumns}
          rows={rows.data ?? []}
          rowKey="categoryId"
          loading={!rows.data}
          empty={<EmptyState description="还没有学习记录，学习课程后可在这里查看分类统计" />}
        />
      )}
    </section>
  );
}

function HotCourses() {
  const list = useHotStatisticsList({ top: 10 });
  return (
    <section aria-labelledby="hot-title">
      <h2 id="hot-title">同事在学</h2>
      {list.error ? (
        <LoadFailed what="热门课程" height={160} onRetry={() => void list.mutate()} />
      ) : !list.data ? (
        <Loading label="正在加载热门课程">
          <Skeleton shape="rect" height={320} />
        </Loading>
      ) : list.data.length === 0 ? (
        <EmptyState />
      ) : (
        <Ranking aria-label="同事学习最多的课程">
          {list.data.map((course) => (
            <li key={course.id}>
              <RankBadge rank={course.rank} />
              <Link to={courseAddress(course)} title={course.name}>
                {course.name}
              </Link>
              <span data-aside="">{counted(course.studyCount)}人在学</span>
            </li>
          ))}
        </Ranking>
      )}
    </section>
  );
}

function NewCourses() {
  const list = useNewStatisticsList({ top: 10 });
  return (
    <section aria-labelledby="new-title">
      <h2 id="new-title">最新课程</h2>
      {list.error ? (
        <LoadFailed what="最新课程" height={160} onRetry={() => void list.mutate()} />
      ) : !list.data ? (
        <Loading label="正在加载最新课程">
          <Skeleton shape="rect" height={320} />
        </Loading>
      ) : list.data.length === 0 ? (
        <EmptyState />
      ) : (
        <Ranking as="ul" aria-label="最新上线的课程">
          {list.data.map((course) => (
            <li key={course.id}>
              <span data-aside="">{course.creditHour}学时</span>
              <Link to={courseAddress(course)} title={course.name}>
                {course.name}
              </Link>
              <span data-aside="">{course.publishDate?.slice(0, 10)}</span>
            </li>
          ))}
        </Ranking>
      )}
    </section>
  );
}

function Keywords() {
  const list = useKeywordStatistics();
  const heaviest = Math.max(0, ...(list.data ?? []).map((word: KeywordStatistic) => word.count));
  return (
    <section aria-labelledby="keywords-title">
      <h2 id="keywords-title">学习关键词</h2>
      {list.error ? (
        <LoadFailed what="学习关键词" height={160} onRetry={() => void list.mutate()} />
      ) : !list.data ? (
        <Loading label="正在加载学习关键词">
          <Skeleton shape="rect" height={160} />
        </Loading>
      ) : list.data.length === 0 ? (
        <EmptyState description="学习更多课程后，这里会显示您关注的主题" height={160} />
      ) : (
        <Cloud aria-label="我学习的课程涉及的主题，按出现次数">
          {list.data.map((word) => (
            <li key={word.keyword} data-weight={keywordWeight(word.count, heaviest)}>
              <Link to={keywordSearchAddress(word.keyword)} title={word.description ?? undefined}>
                {word.keyword}
                <small>{word.count}次</small>
              </Link>
            </li>
          ))}
        </Cloud>
      )}
    </section>
  );
}

/** /learningcourse: what the learner studies by category and topic, and what colleagues study. */
export function LearningStatisticsScreen() {
  return (
    <ScreenPage>
      <h1>学习统计</h1>
      <Categories />
      <Keywords />
      <Columns>
        <HotCourses />
        <NewCourses />
      </Columns>
    </ScreenPage>
  );
}

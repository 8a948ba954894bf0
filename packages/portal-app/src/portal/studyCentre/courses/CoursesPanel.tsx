import { courseCardProps, useCourseCategoryStatistics, useCourseListByCategory, type CourseCategoryStatistic } from '@study-portal/api';
import { Button, CardCollection, CourseCard, EmptyState, Loading, Pagination, Skeleton, Table, type TableColumn } from '@study-portal/ui';
import { useState } from 'react';
import { LoadFailed } from '../../../components/LoadFailed';
import { courseAddress } from '../../courses/addresses';
import { hoursText } from '../shared/hoursText';

const pageSize = 8;

/** 我的课程: the learner's courses counted by category, and the courses of the category chosen. */
export function CoursesPanel() {
  const categories = useCourseCategoryStatistics();
  const [chosen, setChosen] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const rows = categories.data ?? [];
  const category = rows.find((row) => row.categoryId === chosen) ?? rows[0];
  const courses = useCourseListByCategory({ categoryId: category?.categoryId, page, pageSize });

  const columns: TableColumn<CourseCategoryStatistic>[] = [
    { key: 'categoryName', title: '课程分类' },
    { key: 'courseCount', title: '学习课程', align: 'right' },
    { key: 'finishedCount', title: '已完成', align: 'right' },
    { key: 'creditHour', title: '已获学时', align: 'right', render: (row) => hoursText(row.creditHour) },
    {
      key: 'action',
      title: '操作',
      align: 'center',
      render: (row) => (
        <Button
          size="small"
          variant={row.categoryId === category?.categoryId ? 'primary' : 'default'}
          aria-pressed={row.categoryId === category?.categoryId}
          aria-label={`查看课程：${row.categoryName}`}
          onClick={() => {
            setChosen(row.categoryId);
            setPage(1);
          }}
        >
          查看课程
        </Button>
      ),
    },
  ];

  if (categories.error) return <LoadFailed what="课程分类" onRetry={() => void categories.mutate()} />;
  if (!categories.data) {
    return (
      <Loading label="正在加载课程分类">
        <Skeleton shape="rect" height={120} />
      </Loading>
    );
  }
  if (rows.length === 0) {
    return (
      <section aria-labelledby="courses-categories-title">
        <h2 id="courses-categories-title">按分类统计</h2>
        <EmptyState description="还没有开始学习的课程" />
      </section>
    );
  }

  return (
    <>
      <section aria-labelledby="courses-categories-title">
        <h2 id="courses-categories-title">按分类统计</h2>
        <Table caption="我的课程分类统计" captionHidden columns={columns} rows={rows} rowKey="categoryId" />
      </section>
      {category && (
        <section aria-labelledby="courses-list-title">
          <h2 id="courses-list-title">{category.categoryName}课程</h2>
          {courses.error ? (
            <LoadFailed what="课程" onRetry={() => void courses.mutate()} />
          ) : (
            <>
              <CardCollection
                label={`${category.categoryName}课程`}
                layout="grid"
                loading={!courses.data}
                skeletonCount={4}
                items={courses.data?.items ?? []}
                getKey={(course) => course.id}
                emptyText="该分类下暂无课程"
                renderItem={(course) => (
                  <CourseCard
                    {...courseCardProps(course)}
                    href={courseAddress(course)}
                    headingLevel={3}
                  />
                )}
              />
              {courses.data && (
                <Pagination page={page} pageSize={pageSize} total={courses.data.total} hideOnSinglePage label="课程分页" onChange={(next) => setPage(next)} />
              )}
            </>
          )}
        </section>
      )}
    </>
  );
}

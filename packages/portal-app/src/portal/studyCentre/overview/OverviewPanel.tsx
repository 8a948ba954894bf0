import { courseCardProps, useMyCourses, type MyCourseStatus } from '@study-portal/api';
import { CardCollection, CourseCard, Tabs } from '@study-portal/ui';
import { useState } from 'react';
import { LoadFailed } from '../../../components/LoadFailed';
import { courseAddress } from '../../courses/addresses';
import { YearHoursSections } from '../shared/YearHoursSections';

const courseTabs: Array<{ value: MyCourseStatus; label: string }> = [
  { value: 'all', label: '全部' },
  { value: 'studying', label: '学习中' },
  { value: 'finished', label: '已完成' },
];

/** The first tab: this year's hours by the tenant's rule, month by month, and the latest courses. */
export function OverviewPanel({ year }: { year: number }) {
  const [status, setStatus] = useState<MyCourseStatus>('all');
  const courses = useMyCourses({ page: 1, pageSize: 8, status });

  return (
    <>
      <YearHoursSections year={year} hoursTitle={`${year}年度学时`} />
      <section aria-labelledby="overview-courses-title">
        <h2 id="overview-courses-title">我的课程</h2>
        <Tabs
          label="按学习状态筛选课程"
          items={courseTabs.map((tab) => ({ value: tab.value, label: tab.label }))}
          value={status}
          onChange={(value) => setStatus(value as MyCourseStatus)}
        >
          {courses.error ? (
            <LoadFailed what="课程" onRetry={() => void courses.mutate()} />
          ) : (
            <CardCollection
              label="我的课程"
              layout="grid"
              loading={!courses.data}
              skeletonCount={4}
              items={courses.data?.items ?? []}
              getKey={(course) => course.id}
              emptyText={status === 'finished' ? '还没有完成的课程' : '还没有开始学习的课程'}
              renderItem={(course) => (
                <CourseCard
                  {...courseCardProps(course)}
                  href={courseAddress(course)}
                  headingLevel={3}
                />
              )}
            />
          )}
        </Tabs>
      </section>
    </>
  );
}

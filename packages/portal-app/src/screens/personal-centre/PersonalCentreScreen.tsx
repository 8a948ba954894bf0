import { useMyCourses, useSubSiteConfig, useYearTotalStatistics, type MyCourse, type MyCourseStatus } from '@study-portal/api';
import { CardCollection, CourseCard, Skeleton, Tabs, VisuallyHidden, type StudyStatus } from '@study-portal/ui';
import { useState } from 'react';
import { LoadFailed } from '../../components/LoadFailed';
import { ScreenPage } from '../../components/ScreenPage';
import { resolveTenantProfile } from '../../tenants/profiles';
import { HoursOverview } from './HoursOverview';

const courseTabs: Array<{ value: MyCourseStatus; label: string }> = [
  { value: 'all', label: '全部' },
  { value: 'studying', label: '学习中' },
  { value: 'finished', label: '已完成' },
];

// '2' is completed in the product family; any other recorded status means started.
const statusOf = (course: MyCourse): StudyStatus =>
  course.studyStatus === '2' ? 'completed' : course.studyStatus === '1' ? 'inProgress' : 'notStarted';

/** /personalCenter: the learner's own area, opening on this year's hours and their courses. */
export function PersonalCentreScreen({ year = new Date().getFullYear() }: { year?: number }) {
  const subSite = useSubSiteConfig();
  const rule = resolveTenantProfile(subSite.data?.tenantId).hours;
  const hours = useYearTotalStatistics({ year });
  const [status, setStatus] = useState<MyCourseStatus>('all');
  const courses = useMyCourses({ page: 1, pageSize: 8, status });

  return (
    <ScreenPage>
      <h1>学习中心</h1>
      <section aria-labelledby="hours-title">
        <h2 id="hours-title">{year}年度学时</h2>
        {hours.error ? (
          <LoadFailed what="学时" height={120} onRetry={() => void hours.mutate()} />
        ) : hours.data ? (
          <HoursOverview summary={hours.data} rule={rule} year={year} />
        ) : (
          <div aria-busy="true">
            <VisuallyHidden role="status">正在加载学时</VisuallyHidden>
            <Skeleton shape="rect" height={120} />
          </div>
        )}
      </section>
      <section aria-labelledby="courses-title">
        <h2 id="courses-title">我的课程</h2>
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
                  name={course.name}
                  cover={course.courseCover ?? null}
                  teacher={course.teacher ?? undefined}
                  showCourseDuration={course.showCourseDuration ?? undefined}
                  creditHour={course.creditHour}
                  courseVisitor={course.courseVisitor}
                  status={statusOf(course)}
                  isFine={course.isFine}
                  headingLevel={3}
                />
              )}
            />
          )}
        </Tabs>
      </section>
    </ScreenPage>
  );
}

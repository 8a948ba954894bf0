import { isApiError, useFamousTeacherDetail, useTeacherCourses, type FamousTeacherDetail } from '@study-portal/api';
import { Card, EmptyState, Image, Loading, RichText, Skeleton, VisuallyHidden } from '@study-portal/ui';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { LoadFailed } from '../../../components/LoadFailed';
import { ScreenPage } from '../../../components/ScreenPage';
import { CourseGrid } from '../CourseGrid';

const coursePageSize = 8;

const Profile = styled(Card).attrs({ element: 'section' })`
  display: grid;
  grid-template-columns: minmax(160px, 220px) minmax(0, 1fr);
  gap: var(--sp-space-5);
  border: 1px solid var(--sp-color-border);

  @media (max-width: 767px) {
    grid-template-columns: minmax(0, 1fr);
  }

  & p {
    margin: 0 0 var(--sp-space-2);
    overflow-wrap: anywhere;
  }

  & ul {
    margin: 0 0 var(--sp-space-3);
    padding-left: 1.5em;
  }
`;

const Muted = styled.p`
  color: var(--sp-color-text-muted);
`;

const BackLink = styled(Link)`
  color: var(--sp-color-primary);

  &:focus-visible {
    outline: none;
    box-shadow: var(--sp-focus-ring);
  }
`;

function TeacherProfile({ teacher }: { teacher: FamousTeacherDetail }) {
  return (
    <Profile aria-labelledby="teacher-profile-title">
      <Image src={teacher.picture ?? null} alt={`${teacher.teacher}的照片`} ratio="3 / 4" loading="eager" />
      <div>
        <h2 id="teacher-profile-title">名师简介</h2>
        {teacher.teacherPosition && <Muted>{teacher.teacherPosition}</Muted>}
        {teacher.researchField && <p>研究领域：{teacher.researchField}</p>}
        {teacher.honours.length > 0 && (
          <>
            <p>荣誉：</p>
            <ul>
              {teacher.honours.map((honour, index) => (
                <li key={`${index}-${honour}`}>{honour}</li>
              ))}
            </ul>
          </>
        )}
        <RichText html={teacher.teacherProfile} text={teacher.summary} />
      </div>
    </Profile>
  );
}

function TeacherCourses({ teacherId }: { teacherId: string }) {
  const [page, setPage] = useState(1);
  const courses = useTeacherCourses({ teacherId, page, pageSize: coursePageSize });
  return (
    <section aria-labelledby="teacher-courses-title">
      <h2 id="teacher-courses-title">主讲课程</h2>
      <CourseGrid courses={courses} label="主讲课程列表" skeletonCount={4} pagerLabel="主讲课程分页" onPageChange={setPage} showTeacher={false} />
    </section>
  );
}

/** /masterLectureHall/info?id= (名师详情): a famous teacher's profile and the courses they teach. */
export function FamousTeacherScreen() {
  const [params] = useSearchParams();
  const teacherId = params.get('id');
  const teacher = useFamousTeacherDetail(teacherId || null);
  // The server refuses an unknown teacher (名师不存在): say so rather than offer a retry.
  const unknown = !teacherId || (isApiError(teacher.error) && teacher.error.kind === 'business');

  if (unknown) {
    return (
      <ScreenPage>
        <h1>名师不存在</h1>
        <EmptyState description="您要找的名师不存在或已不在名师讲堂中。">
          <BackLink to="/masterLectureHall/list">返回名师讲堂</BackLink>
        </EmptyState>
      </ScreenPage>
    );
  }
  return (
    <ScreenPage>
      {teacher.error ? (
        <>
          <h1>名师详情</h1>
          <LoadFailed what="名师" onRetry={() => void teacher.mutate()} />
        </>
      ) : !teacher.data ? (
        <>
          <VisuallyHidden as="h1">名师详情</VisuallyHidden>
          <Loading label="正在加载名师">
            <Skeleton shape="rect" height={240} />
          </Loading>
        </>
      ) : (
        <>
          <h1>{teacher.data.teacher}</h1>
          <TeacherProfile teacher={teacher.data} />
          <TeacherCourses teacherId={teacher.data.id} />
        </>
      )}
      <p>
        <BackLink to="/masterLectureHall/list">返回名师讲堂</BackLink>
      </p>
    </ScreenPage>
  );
}

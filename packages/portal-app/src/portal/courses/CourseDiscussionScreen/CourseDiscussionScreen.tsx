import { useCourseComments } from '@study-portal/api';
import { Card, EmptyState, Loading, Pagination, Skeleton } from '@study-portal/ui';
import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { LoadFailed } from '../../../components/LoadFailed';
import { ScreenPage } from '../../../components/ScreenPage';
import { courseAddress } from '../addresses';
import { missingCourseAddress, useCourseRecord } from '../CourseDetail';
import { CommentForm } from './CommentForm';
import { CommentList } from './CommentList';

const commentPageSize = 10;


const CourseLine = styled.p`
  margin: 0;
  overflow-wrap: anywhere;

  & a {
    color: var(--sp-color-primary);
  }

  & a:focus-visible {
    outline: none;
    box-shadow: var(--sp-focus-ring);
  }
`;

function Comments({ courseId, page, onPage }: { courseId: string; page: number; onPage: (page: number) => void }) {
  const comments = useCourseComments({ courseId, page, pageSize: commentPageSize });
  if (comments.error) return <LoadFailed what="讨论" onRetry={() => void comments.mutate()} />;
  if (!comments.data) {
    return (
      <Loading label="正在加载讨论">
        <Skeleton lines={6} />
      </Loading>
    );
  }
  if (comments.data.items.length === 0 && comments.data.total === 0) return <EmptyState kind="noData" />;
  return (
    <>
      <CommentList comments={comments.data.items} />
      <Pagination page={page} pageSize={commentPageSize} total={comments.data.total} onChange={onPage} hideOnSinglePage label="讨论分页" />
    </>
  );
}

/** /discussRoom?id= (课程讨论): a course's discussion, where learners share what they took from it. */
export function CourseDiscussionScreen() {
  const [params] = useSearchParams();
  const courseId = params.get('id');
  const { course, missing, failed, retry } = useCourseRecord(courseId);
  const [page, setPage] = useState(1);

  if (missing) return <Navigate to={missingCourseAddress} replace />;
  return (
    <ScreenPage>
      <h1>课程讨论</h1>
      {failed ? (
        <LoadFailed what="课程" onRetry={retry} />
      ) : !course ? (
        <Loading label="正在加载课程">
          <Skeleton lines={1} width="40%" />
        </Loading>
      ) : (
        <>
          <CourseLine>
            课程：<Link to={courseAddress(course)}>{course.name}</Link>
          </CourseLine>
          <Card element="section" outlined aria-labelledby="discuss-form-title">
            <h2 id="discuss-form-title">发表讨论</h2>
            <CommentForm courseId={course.id} onPosted={() => setPage(1)} />
          </Card>
          <Card element="section" outlined aria-labelledby="discuss-list-title">
            <h2 id="discuss-list-title">全部讨论</h2>
            <Comments courseId={course.id} page={page} onPage={setPage} />
          </Card>
        </>
      )}
    </ScreenPage>
  );
}

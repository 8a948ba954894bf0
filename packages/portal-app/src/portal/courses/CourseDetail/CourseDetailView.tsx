import { toStudyStatus, type CourseDetail } from '@study-portal/api';
import { Card, Image, Loading, RichText, Skeleton, Tag, VisuallyHidden } from '@study-portal/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { LoadFailed } from '../../../components/LoadFailed';
import { useSecondPass } from '../../../components/useSecondPass';
import { courseFacts } from '../courseFacts';
import { Body, Column, DetailPage, Facts, Overview, OverviewText, Tags } from './CourseDetail.styles';
import { CourseMaterials } from './CourseMaterials';
import { CourseRating } from './CourseRating';
import { CourseSharePending } from './CourseSharePending';
import { CourseTeachers } from './CourseTeachers';
import { LearnerActions } from './LearnerActions';
import { LoginPrompt } from './LoginPrompt';
import { missingCourseAddress, useCourseRecord } from './useCourseRecord';

// The share panel's QR code is not part of what the learner came to read first: the encoder
// arrives, and runs, after the page has been drawn.
const CourseShare = lazy(async () => ({ default: (await import('./CourseShare')).CourseShare }));

const statusLabel = { notStarted: '未学习', inProgress: '学习中', completed: '已完成' } as const;

export interface CourseDetailViewProps {
  courseId: string | null;
  /** `learner`: the signed-in course page; `open`: a page anyone may open, without learner actions. */
  mode: 'learner' | 'open';
  /** `narrow`: one column, for the mobile open page. */
  layout?: 'wide' | 'narrow';
  /** Open pages: starts the sign-in. */
  onLogin?: (() => void) | undefined;
  /** Open pages: whoever opened it already has a session. */
  signedIn?: boolean;
}

function CourseOverview({ course, learner, children }: { course: CourseDetail; learner: boolean; children: ReactNode }) {
  // The learner's own page: a course that says nothing of them is one they have not started.
  const status = toStudyStatus(course.studyStatus, course.showStatusMsg) ?? 'notStarted';
  return (
    <Overview aria-labelledby="course-title">
      <Image src={course.courseCover ?? null} alt="" ratio="16 / 9" loading="eager" />
      <OverviewText>
        <h1 id="course-title">{course.name}</h1>
        <Tags>
          <Tag tone="info">{course.resourceType === 'ARTICLE' ? '图文课程' : '视频课程'}</Tag>
          {course.isFine && <Tag tone="warning">精品</Tag>}
          {learner && <Tag tone={status === 'completed' ? 'success' : status === 'inProgress' ? 'primary' : 'default'}>{course.showStatusMsg || statusLabel[status]}</Tag>}
        </Tags>
        <Facts>
          {courseFacts(course, learner).map((fact) => (
            <div key={fact.term}>
              <dt>{fact.term}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </Facts>
        {children}
      </OverviewText>
    </Overview>
  );
}

/**
 * A course's page: overview with the learner's actions, introduction, teachers, materials,
 * the five-dimension rating and the share code. The learner pages and the open pages are this
 * one view; open pages swap the learner's actions for a sign-in.
 */
export function CourseDetailView({ courseId, mode, layout = 'wide', onLogin, signedIn = false }: CourseDetailViewProps) {
  const { course, missing, failed, retry } = useCourseRecord(courseId);
  const learner = mode === 'learner';

  if (missing) return <Navigate to={missingCourseAddress} replace />;
  if (failed) {
    return (
      <DetailPage data-layout={layout}>
        <h1>课程详情</h1>
        <LoadFailed what="课程" onRetry={retry} />
      </DetailPage>
    );
  }
  if (!course) {
    return (
      <DetailPage data-layout={layout}>
        <VisuallyHidden as="h1">课程详情</VisuallyHidden>
        <Loading label="正在加载课程">
          <Skeleton shape="rect" ratio="16 / 9" width="min(420px, 100%)" />
          <Skeleton lines={6} />
        </Loading>
      </DetailPage>
    );
  }

  return (
    <DetailPage data-layout={layout}>
      <CourseOverview course={course} learner={learner}>
        {learner ? <LearnerActions course={course} /> : <LoginPrompt course={course} signedIn={signedIn} onLogin={onLogin} />}
      </CourseOverview>
      <CourseBody course={course} learner={learner} onLogin={onLogin} signedIn={signedIn} />
    </DetailPage>
  );
}

/**
 * The introduction, then the panels under it. Those come in a second pass (useSecondPass): a
 * slow phone paints what the learner opened the page for before it builds the rating's 25
 * star buttons, the teachers, the materials and the share code, and asks for their data and code.
 */
function CourseBody({ course, learner, onLogin, signedIn }: { course: CourseDetail; learner: boolean; onLogin?: (() => void) | undefined; signedIn: boolean }) {
  const panelsShown = useSecondPass();
  const ratingAlternative = signedIn ? <LoginPrompt course={course} signedIn onLogin={onLogin} /> : undefined;
  return (
    <Body>
      <Column>
        <Card element="section" outlined aria-labelledby="course-introduction-title">
          <h2 id="course-introduction-title">课程简介</h2>
          <RichText html={course.introduction} />
        </Card>
        {panelsShown && (
          <>
            <CourseTeachers course={course} />
            <CourseMaterials course={course} />
            <CourseRating courseId={course.id} learner={learner} onLogin={onLogin} signedInAlternative={ratingAlternative} />
          </>
        )}
      </Column>
      <Column>
        {panelsShown ? (
          <Suspense fallback={<CourseSharePending />}>
            <CourseShare course={course} withSharePageLink={learner} />
          </Suspense>
        ) : (
          <CourseSharePending />
        )}
      </Column>
    </Body>
  );
}

import { courseRatingDimensions, useCourseRating, type CourseEvaluation } from '@study-portal/api';
import { Button, Card, Loading, Rating, Skeleton } from '@study-portal/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { LoadFailed } from '../../../components/LoadFailed';
import { scoreText } from '../ratingMaths';
import { Muted } from './CourseDetail.styles';
import { MyRatingForm } from './MyRatingForm';

const Summary = styled.p`
  margin: 0 0 var(--sp-space-3);

  & strong {
    color: var(--sp-color-primary);
    font-size: var(--sp-font-size-large);
  }
`;

export const DimensionList = styled.dl`
  display: grid;
  gap: var(--sp-space-2);
  margin: 0;

  & div {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--sp-space-3);
  }

  & dt {
    min-width: 7em;
  }

  & dd {
    display: flex;
    align-items: center;
    gap: var(--sp-space-2);
    margin: 0;
  }
`;

const Mine = styled.div`
  margin-top: var(--sp-space-4);
  padding-top: var(--sp-space-4);
  border-top: 1px solid var(--sp-color-border);

  & h3 {
    margin-bottom: var(--sp-space-3);
  }
`;

/**
 * Scores shown as stars with the exact figure beside them. The stars are a picture of the
 * figure, so they are hidden from screen readers, which read the figure alone.
 */
export function ScoreList({ scores }: { scores: Record<(typeof courseRatingDimensions)[number]['key'], number> }) {
  return (
    <DimensionList>
      {courseRatingDimensions.map(({ key, label }) => (
        <div key={key}>
          <dt>{label}</dt>
          <dd>
            <span aria-hidden="true">
              <Rating value={scores[key]} label={label} />
            </span>
            {scoreText(scores[key])}
          </dd>
        </div>
      ))}
    </DimensionList>
  );
}

function Aggregate({ evaluation }: { evaluation: CourseEvaluation }) {
  const { average, num, dimensions } = evaluation.aggregate;
  return (
    <>
      <Summary>
        综合评分 <strong>{scoreText(average, num)}</strong>（{num}人评价）
      </Summary>
      {dimensions && num > 0 && <ScoreList scores={dimensions} />}
    </>
  );
}

export interface CourseRatingProps {
  courseId: string;
  /** What stands where the learner's own rating goes: the form for a learner, a sign-in offer on open pages. */
  learner: boolean;
  onLogin?: (() => void) | undefined;
  /** An open page seen by someone already signed in: a link to the course page instead of a sign-in. */
  signedInAlternative?: ReactNode;
}

/** 课程评价: the five-dimension aggregate and the learner's own rating (docs/product/courses.md#rating). */
export function CourseRating({ courseId, learner, onLogin, signedInAlternative }: CourseRatingProps) {
  const evaluation = useCourseRating(courseId);
  return (
    <Card element="section" outlined aria-labelledby="course-rating-title">
      <h2 id="course-rating-title">课程评价</h2>
      {evaluation.error ? (
        <LoadFailed what="课程评价" height={120} onRetry={() => void evaluation.mutate()} />
      ) : !evaluation.data ? (
        <Loading label="正在加载课程评价">
          <Skeleton lines={6} />
        </Loading>
      ) : (
        <>
          <Aggregate evaluation={evaluation.data} />
          <Mine>
            <h3>我的评价</h3>
            {learner ? (
              evaluation.data.mine ? (
                <>
                  <Muted>已评价，感谢您的反馈。</Muted>
                  <ScoreList scores={evaluation.data.mine} />
                </>
              ) : (
                <MyRatingForm courseId={courseId} />
              )
            ) : (
              (signedInAlternative ?? (
                <>
                  <Muted>登录后即可为本课程评价。</Muted>
                  <Button variant="primary" onClick={onLogin}>
                    登录后评价
                  </Button>
                </>
              ))
            )}
          </Mine>
        </>
      )}
    </Card>
  );
}

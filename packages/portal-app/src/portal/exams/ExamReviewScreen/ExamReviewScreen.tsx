import { useAssessmentExamId, useAssessmentResult, useExamReview, type ExamKind } from '@study-portal/api';
import { Button, EmptyState, Loading, Skeleton } from '@study-portal/ui';
import { useSearchParams } from 'react-router-dom';
import { LoadFailed } from '../../../components/LoadFailed';
import { ScreenPage } from '../../../components/ScreenPage';
import { ExamTable, AttemptReview, examPlaces, useExamSummaries } from '..';

import { refusalText } from '../retry';

function PendingReview({ title }: { title: string }) {
  return (
    <ScreenPage>
      <h1>{title}</h1>
      <Loading label="正在加载答题解析">
        <Skeleton shape="rect" height={320} />
      </Loading>
    </ScreenPage>
  );
}

function NotTaken({ title, kind }: { title: string; kind: ExamKind }) {
  return (
    <ScreenPage>
      <h1>{title}</h1>
      <EmptyState description="还没有交卷的记录，交卷后才能查看答题解析。">
        <Button href={examPlaces[kind].listPath}>返回{examPlaces[kind].label}列表</Button>
      </EmptyState>
    </ScreenPage>
  );
}

/** One attempt's review by its record id. */
function ReviewOf({ recordId, title, kind }: { recordId: string; title: string; kind: ExamKind }) {
  const review = useExamReview(recordId);
  if (review.error) {
    const refusal = refusalText(review.error, '');
    // A refusal (not submitted yet, not this learner's) will not change on retry: say it.
    if (refusal) {
      return (
        <ScreenPage>
          <h1>{title}</h1>
          <EmptyState description={refusal}>
            <Button href={examPlaces[kind].listPath}>返回{examPlaces[kind].label}列表</Button>
          </EmptyState>
        </ScreenPage>
      );
    }
    return (
      <ScreenPage>
        <h1>{title}</h1>
        <LoadFailed what="答题解析" onRetry={() => void review.mutate()} />
      </ScreenPage>
    );
  }
  if (!review.data) return <PendingReview title={title} />;
  return <AttemptReview review={review.data} />;
}

/** The latest submitted attempt of an exam. */
function LatestOf({ examId, kinds, title }: { examId: string; kinds: readonly ExamKind[]; title: string }) {
  const exams = useExamSummaries(kinds);
  const kind = kinds[0] ?? 'fun';
  if (exams.error) {
    return (
      <ScreenPage>
        <h1>{title}</h1>
        <LoadFailed what="考试记录" onRetry={() => void exams.mutate()} />
      </ScreenPage>
    );
  }
  if (!exams.data) return <PendingReview title={title} />;
  const recordId = exams.data.find((exam) => exam.examId === examId)?.lastRecordId;
  return recordId ? <ReviewOf recordId={recordId} title={title} kind={kind} /> : <NotTaken title={title} kind={kind} />;
}

/** A class's assessment (`?tbtpId=`, or its `?examId=`): the review of the learner's best attempt. */
function ClassAssessment({ tbtpId, examId, title }: { tbtpId: string | null; examId: string | null; title: string }) {
  const assessment = useAssessmentExamId(examId ? null : tbtpId);
  const resolvedExamId = examId ?? assessment.data ?? null;
  const result = useAssessmentResult(resolvedExamId);
  const failed = assessment.error ?? result.error;
  if (failed) {
    return (
      <ScreenPage>
        <h1>{title}</h1>
        <LoadFailed
          what="考试成绩"
          onRetry={() => {
            void assessment.mutate();
            void result.mutate();
          }}
        />
      </ScreenPage>
    );
  }
  if (!examId && assessment.data === null) {
    return (
      <ScreenPage>
        <h1>{title}</h1>
        <EmptyState description="本专题班没有安排考试。" />
      </ScreenPage>
    );
  }
  if (!result.data) return <PendingReview title={title} />;
  return result.data.taken && result.data.recordId ? <ReviewOf recordId={result.data.recordId} title={title} kind="class" /> : <NotTaken title={title} kind="class" />;
}

export interface ExamReviewScreenProps {
  kinds: readonly ExamKind[];
  title: string;
}

/**
 * A review page (reviewQuest, textQuest, projectReviewQuest: docs/product/exams.md#review): `?recordId=` shows that
 * attempt; `?examId=` the latest submitted one (for a class exam, the best); a class's
 * `?tbtpId=` its assessment. Without any, the exams to choose from.
 */
export function ExamReviewScreen({ kinds, title }: ExamReviewScreenProps) {
  const [params] = useSearchParams();
  const recordId = params.get('recordId');
  const examId = params.get('examId');
  // A class page names its class `id`; older links `tbtpId`.
  const tbtpId = params.get('tbtpId') ?? params.get('id');
  const kind = kinds[0] ?? 'fun';
  if (recordId) return <ReviewOf recordId={recordId} title={title} kind={kind} />;
  if (kinds.includes('class') && (examId || tbtpId)) return <ClassAssessment tbtpId={tbtpId} examId={examId} title={title} />;
  if (examId) return <LatestOf examId={examId} kinds={kinds} title={title} />;
  return <ReviewChoice kinds={kinds} title={title} />;
}

function ReviewChoice({ kinds, title }: ExamReviewScreenProps) {
  const exams = useExamSummaries(kinds);
  return (
    <ScreenPage>
      <h1>{title}</h1>
      <section aria-labelledby="review-choice-title">
        <h2 id="review-choice-title">请选择要查看解析的考试</h2>
        {exams.error ? <LoadFailed what="考试" onRetry={() => void exams.mutate()} /> : <ExamTable caption={`${title}：考试列表`} exams={exams.data} showKind={kinds.length > 1} />}
      </section>
    </ScreenPage>
  );
}

/** /spiceAnswer/reviewQuest */
export const FunExamReviewScreen = () => <ExamReviewScreen kinds={['fun']} title="趣味答题解析" />;
/** /solidify/textQuest */
export const MockFormalExamReviewScreen = () => <ExamReviewScreen kinds={['mock', 'formal']} title="测验解析" />;
/** /projectReviewQuest */
export const ClassExamReviewScreen = () => <ExamReviewScreen kinds={['class']} title="专题班考试解析" />;

import type { ExamKind } from '@study-portal/api';
import { useSearchParams } from 'react-router-dom';
import { LoadFailed } from '../../../components/LoadFailed';
import { ScreenPage } from '../../../components/ScreenPage';
import { ExamTable, examPlaces, useExamSummaries } from '..';

/**
 * The list page of a quiz kind (the legacy "manage" routes): what the kind is, then each of
 * the learner's exams of it with its rules (questions, pass mark, time limit, window), their
 * attempts and best score, and the way in: start, resume an unfinished attempt, or review.
 * `?courseId=` narrows the in-class tests to one course's.
 */
export function ExamListScreen({ kind }: { kind: ExamKind }) {
  const place = examPlaces[kind];
  const [params] = useSearchParams();
  const courseId = params.get('courseId');
  const exams = useExamSummaries([kind]);
  const shown = exams.data?.filter((exam) => !courseId || exam.courseId === courseId);
  return (
    <ScreenPage>
      <h1>{place.label}</h1>
      <p>{place.intro}</p>
      <section aria-labelledby="exam-list-title">
        <h2 id="exam-list-title">{courseId ? `本课程的${place.label}` : `我的${place.label}`}</h2>
        {exams.error ? (
          <LoadFailed what={place.label} onRetry={() => void exams.mutate()} />
        ) : (
          <ExamTable caption={`${place.label}列表`} exams={shown} />
        )}
      </section>
    </ScreenPage>
  );
}

/** /examManage/manageExam */
export const InClassExamListScreen = () => <ExamListScreen kind="inClass" />;
/** /startCultivate/CultivateExam */
export const TrainingExamListScreen = () => <ExamListScreen kind="training" />;
/** /solidify/textManage */
export const MockExamListScreen = () => <ExamListScreen kind="mock" />;
/** /solidify/officialManage */
export const FormalExamListScreen = () => <ExamListScreen kind="formal" />;

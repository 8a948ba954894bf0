import type { ExamKind, ExamResult } from '@study-portal/api';
import { Button, Card, formatDate, Tag } from '@study-portal/ui';
import { useEffect, useRef } from 'react';
import { ScreenPage } from '../../components/ScreenPage';
import { afterResult } from './afterResult';
import { examReviewAddress } from './addresses';
import { useExamSummaries } from './useExamSummaries';
import { ButtonRow, Facts, Notice, Score } from './exam.styles';
import { examTexts } from './examTexts';

export interface AttemptResultProps {
  name: string;
  kind: ExamKind;
  result: ExamResult;
  timeUp?: boolean;
  /** The server's reason when it had closed the attempt itself ('' without one). */
  closedByServer?: string | undefined;
  /** Answers given on the page that the server never had, so not in the score. */
  notCounted?: number | undefined;
}

/** The graded attempt: score against the pass mark, passed or not, and the way to the answers. */
export function AttemptResult({ name, kind, result, timeUp = false, closedByServer, notCounted = 0 }: AttemptResultProps) {
  const texts = examTexts.result;
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The exam as it stands after this attempt (a submit refreshes the list): attempts left, its course or class.
  const summary = useExamSummaries([kind]).data?.find((exam) => exam.examId === result.examId);
  const ways = afterResult(kind, summary);
  const closedNote = closedByServer !== undefined || result.autoSubmitted ? closedByServer || texts.closedByServer : timeUp ? texts.timeUp : null;
  // The page changed under the learner's feet: take them (and their screen reader) to the result.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <ScreenPage>
      <h1>{name}</h1>
      <Card element="section" outlined aria-labelledby="quiz-result-title">
        <h2 id="quiz-result-title" ref={headingRef} tabIndex={-1}>
          {texts.title}
        </h2>
        {closedNote && (
          <Notice data-tone="warning">
            <p>{closedNote}</p>
            {notCounted > 0 && <p>{texts.notCounted(notCounted)}</p>}
          </Notice>
        )}
        <Score>
          {result.score} <small>分 / 满分 {result.totalScore} 分</small>
        </Score>
        <p>
          <Tag tone={result.passed ? 'success' : 'danger'}>{result.passed ? texts.passed : texts.failed}</Tag>
        </p>
        <Facts>
          <div>
            <dt>及格分</dt>
            <dd>{result.passMark} 分</dd>
          </div>
          <div>
            <dt>答对</dt>
            <dd>
              {result.correctCount} / {result.questionCount} 题
            </dd>
          </div>
          <div>
            <dt>交卷时间</dt>
            <dd>{formatDate(result.submittedAt)}</dd>
          </div>
        </Facts>
        <ButtonRow>
          <Button href={examReviewAddress(kind, { recordId: result.recordId })} variant="primary">
            {texts.review}
          </Button>
          {ways.retake && <Button href={ways.retake.href}>{ways.retake.label}</Button>}
          <Button href={ways.back.href}>{ways.back.label}</Button>
        </ButtonRow>
      </Card>
    </ScreenPage>
  );
}

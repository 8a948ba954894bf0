import type { ExamReview, ExamReviewQuestion } from '@study-portal/api';
import { Button, Card, Checkbox, EmptyState, formatDate, Tag } from '@study-portal/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { ScreenPage } from '../../components/ScreenPage';
import { examListAddress, examTakeAddress } from './addresses';
import { examPlaces } from './examPlaces';
import { ButtonRow, Facts, Score } from './exam.styles';
import { formatAnswerKeys, examTexts } from './examTexts';

const Questions = styled.ol`
  display: flex;
  flex-direction: column;
  gap: var(--sp-space-4);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Options = styled.ul`
  margin: var(--sp-space-2) 0;
  padding: 0;
  list-style: none;

  & li {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sp-space-2);
    align-items: baseline;
    padding: var(--sp-space-1) var(--sp-space-2);
    border-radius: var(--sp-radius-control);
    overflow-wrap: anywhere;
  }

  & li[data-correct='true'] {
    background: var(--sp-color-success-surface);
  }

  & li[data-wrong-choice='true'] {
    background: var(--sp-color-danger-surface);
  }
`;

const Explanation = styled.p`
  margin: var(--sp-space-2) 0 0;
  padding: var(--sp-space-2) var(--sp-space-3);
  border-left: 3px solid var(--sp-color-primary);
  background: var(--sp-color-page);
`;

const QuestionTitle = styled.h3`
  display: flex;
  flex-wrap: wrap;
  gap: var(--sp-space-2);
  align-items: center;
  margin: 0 0 var(--sp-space-2);
  font-size: var(--sp-font-size-title);
`;

function ReviewedQuestion({ question, number }: { question: ExamReviewQuestion; number: number }) {
  const texts = examTexts.review;
  return (
    <Card element="li" outlined>
      <QuestionTitle>
        第 {number} 题 · {examTexts.questionTypes[question.type]} · {question.score} 分
        <Tag tone={question.correct ? 'success' : 'danger'}>{question.correct ? texts.correct : texts.wrong}</Tag>
      </QuestionTitle>
      <p>{question.stem}</p>
      <Options aria-label="选项">
        {question.options.map((option) => {
          const isCorrect = question.correctAnswer.includes(option.key);
          const isMine = question.yourAnswer.includes(option.key);
          return (
            <li key={option.key} data-correct={isCorrect ? 'true' : undefined} data-wrong-choice={isMine && !isCorrect ? 'true' : undefined}>
              <strong>{option.key}.</strong>
              <span>{option.text}</span>
              {isCorrect && <Tag tone="success">{texts.correctAnswer}</Tag>}
              {isMine && <Tag tone={isCorrect ? 'info' : 'danger'}>{texts.yourAnswer}</Tag>}
            </li>
          );
        })}
      </Options>
      <p>
        {texts.yourAnswer}：{formatAnswerKeys(question.yourAnswer)}；{texts.correctAnswer}：{formatAnswerKeys(question.correctAnswer)}
      </p>
      {question.explanation && (
        <Explanation>
          <strong>{texts.explanation}：</strong>
          {question.explanation}
        </Explanation>
      )}
    </Card>
  );
}

/** A submitted attempt question by question: the learner's answer, the correct one and why. */
export function AttemptReview({ review }: { review: ExamReview }) {
  const texts = examTexts.review;
  const [onlyWrong, setOnlyWrong] = useState(false);
  const numbered = review.questions.map((question, index) => ({ question, number: index + 1 }));
  const shown = onlyWrong ? numbered.filter((item) => !item.question.correct) : numbered;
  return (
    <ScreenPage>
      <h1>{review.name}</h1>
      <Card element="section" outlined aria-labelledby="quiz-review-summary">
        <h2 id="quiz-review-summary">成绩</h2>
        <Score>
          {review.score} <small>分 / 满分 {review.totalScore} 分</small>
        </Score>
        <p>
          <Tag tone={review.passed ? 'success' : 'danger'}>{review.passed ? examTexts.result.passed : examTexts.result.failed}</Tag>
        </p>
        <Facts>
          <div>
            <dt>类型</dt>
            <dd>{examPlaces[review.kind].label}</dd>
          </div>
          <div>
            <dt>及格分</dt>
            <dd>{review.passMark} 分</dd>
          </div>
          <div>
            <dt>答对</dt>
            <dd>
              {review.correctCount} / {review.questionCount} 题
            </dd>
          </div>
          <div>
            <dt>交卷时间</dt>
            <dd>{formatDate(review.submittedAt)}</dd>
          </div>
        </Facts>
        <ButtonRow>
          <Button href={examListAddress(review.kind)}>{examTexts.result.backToList}</Button>
          <Button href={examTakeAddress(review.kind, review.examId)}>考试说明</Button>
        </ButtonRow>
      </Card>
      <section aria-labelledby="quiz-review-title">
        <h2 id="quiz-review-title">{texts.title}</h2>
        <Checkbox label={texts.onlyWrong} checked={onlyWrong} onChange={(event) => setOnlyWrong(event.target.checked)} />
        {shown.length === 0 ? (
          <EmptyState description={texts.noneWrong} />
        ) : (
          <Questions>
            {shown.map(({ question, number }) => (
              <ReviewedQuestion key={question.id} question={question} number={number} />
            ))}
          </Questions>
        )}
      </section>
    </ScreenPage>
  );
}

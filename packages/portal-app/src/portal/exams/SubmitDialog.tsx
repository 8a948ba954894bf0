import type { ExamAnswers, ExamQuestion } from '@study-portal/api';
import { Button, Dialog } from '@study-portal/ui';
import styled from 'styled-components';
import { examTexts } from './examTexts';

const Unanswered = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--sp-space-2);
  margin: var(--sp-space-3) 0 0;
  padding: 0;
  list-style: none;
`;

export interface SubmitDialogProps {
  open: boolean;
  questions: readonly ExamQuestion[];
  answers: ExamAnswers;
  onCancel: () => void;
  onConfirm: () => void;
  /** Closes the dialog on that question. */
  onGo: (index: number) => void;
}

/** Asks before submitting and names every unanswered question, each a way back to it. */
export function SubmitDialog({ open, questions, answers, onCancel, onConfirm, onGo }: SubmitDialogProps) {
  const unanswered = questions.flatMap((question, index) => ((answers[question.id]?.length ?? 0) > 0 ? [] : [index]));
  return (
    <Dialog
      open={open}
      title={examTexts.submit.confirmTitle}
      onClose={onCancel}
      footer={
        <>
          <Button onClick={onCancel}>{examTexts.submit.keepAnswering}</Button>
          <Button variant="primary" onClick={onConfirm}>
            {examTexts.submit.confirm}
          </Button>
        </>
      }
    >
      <p>
        共 {questions.length} 题，已作答 {questions.length - unanswered.length} 题。
      </p>
      {unanswered.length === 0 ? (
        <p>{examTexts.submit.allAnswered}</p>
      ) : (
        <>
          <p>{examTexts.submit.unansweredIntro(unanswered.length)}</p>
          <Unanswered aria-label="未作答的题">
            {unanswered.map((index) => (
              <li key={index}>
                <Button size="small" onClick={() => onGo(index)}>
                  第 {index + 1} 题
                </Button>
              </li>
            ))}
          </Unanswered>
        </>
      )}
    </Dialog>
  );
}

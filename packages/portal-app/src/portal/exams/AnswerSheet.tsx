import { Card } from '@study-portal/ui';
import type { ExamAnswers, ExamQuestion } from '@study-portal/api';
import { useId, type ReactNode } from 'react';
import { Legend, SheetButton, SheetList } from './exam.styles';

export interface AnswerSheetProps {
  questions: readonly ExamQuestion[];
  answers: ExamAnswers;
  current: number;
  onGo: (index: number) => void;
  /** The submit button and anything else under the numbers. */
  children?: ReactNode;
}

/**
 * The numbered answer sheet: one button per question saying whether it is answered, the
 * current one marked. Answered numbers are filled and carry a tick, so the state never rests
 * on colour alone.
 */
export function AnswerSheet({ questions, answers, current, onGo, children }: AnswerSheetProps) {
  const titleId = useId();
  return (
    <Card element="section" outlined aria-labelledby={titleId}>
      <h2 id={titleId}>答题卡</h2>
      <Legend aria-label="图例">
        <li>✓ 已作答</li>
        <li>空白 未作答</li>
        <li>粗框 当前题</li>
      </Legend>
      <SheetList>
        {questions.map((question, index) => {
          const answered = (answers[question.id]?.length ?? 0) > 0;
          return (
            <li key={question.id}>
              <SheetButton
                type="button"
                data-answered={answered ? 'true' : 'false'}
                aria-current={index === current ? 'step' : undefined}
                aria-label={`第${index + 1}题，${answered ? '已作答' : '未作答'}`}
                onClick={() => onGo(index)}
              >
                {index + 1}
                {answered && (
                  <span data-mark="" aria-hidden="true">
                    ✓
                  </span>
                )}
              </SheetButton>
            </li>
          );
        })}
      </SheetList>
      {children}
    </Card>
  );
}

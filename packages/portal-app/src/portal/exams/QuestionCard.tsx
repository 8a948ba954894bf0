import type { ExamQuestion } from '@study-portal/api';
import { CheckboxGroup, RadioGroup } from '@study-portal/ui';
import { useId, type Ref } from 'react';
import { OptionKey, QuestionHeading, Stem } from './exam.styles';
import { examTexts } from './examTexts';

export interface QuestionCardProps {
  question: ExamQuestion;
  /** 0-based position in the paper. */
  index: number;
  total: number;
  chosen: readonly string[];
  onChoose: (keys: string[]) => void;
  disabled?: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * One question: its number, type and score as the heading, the stem (always text: papers can
 * carry markup, which must show, never run), and its options, keyed A, B, C….
 */
export function QuestionCard({ question, index, total, chosen, onChoose, disabled = false, headingRef }: QuestionCardProps) {
  const headingId = useId();
  const stemId = useId();
  const options = question.options.map((option) => ({
    value: option.key,
    label: (
      <>
        <OptionKey>{option.key}.</OptionKey>
        {option.text}
      </>
    ),
  }));
  const labelledBy = `${headingId} ${stemId}`;
  return (
    <>
      <QuestionHeading id={headingId} ref={headingRef} tabIndex={-1}>
        第 {index + 1} 题
        <small>
          {examTexts.questionTypes[question.type]} · {question.score} 分 · 共 {total} 题
        </small>
      </QuestionHeading>
      <Stem id={stemId}>{question.stem}</Stem>
      {question.type === 'multiple' ? (
        <CheckboxGroup aria-labelledby={labelledBy} options={options} value={chosen} onChange={onChoose} disabled={disabled} direction="vertical" />
      ) : (
        <RadioGroup
          aria-labelledby={labelledBy}
          options={options}
          value={chosen[0] ?? ''}
          onChange={(key) => onChoose([key])}
          disabled={disabled}
          direction="vertical"
        />
      )}
    </>
  );
}

import type { ExamPaper, ExamRecord } from '@study-portal/api';
import { Button, Card, Countdown, ProgressBar, Tag } from '@study-portal/ui';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ScreenPage } from '../../components/ScreenPage';
import { AnswerSheet } from './AnswerSheet';
import { SaveIndicator, SubmitProgress } from './AttemptStatus';
import { QuestionCard } from './QuestionCard';
import { examPlaces } from './examPlaces';
import type { ExamCalls } from './examCalls';
import { AttemptBar, ButtonRow, Facts, KeyboardHelp, Notice, TakingLayout } from './exam.styles';
import { formatMinutes, examTexts } from './examTexts';
import { SubmitDialog } from './SubmitDialog';
import { useExamAttempt, type AttemptOutcome } from './useExamAttempt';

/** Under this many seconds the page says time is running low. */
const LOW_TIME_SECONDS = 5 * 60;

export interface AttemptTakingProps {
  paper: ExamPaper;
  record: ExamRecord;
  receivedAtMs: number;
  calls: ExamCalls;
  onFinished: (outcome: AttemptOutcome) => void;
  /** The clock, `Date.now` by default; stories and tests pass their own. */
  now?: () => number;
  /** The question shown first (0-based); stories open on a later one. */
  initialQuestion?: number;
}

const isTextField = (element: HTMLElement) =>
  element.tagName === 'TEXTAREA' || (element.tagName === 'INPUT' && !['radio', 'checkbox'].includes((element as HTMLInputElement).type));

/** The paper being answered: timer, progress, save state, one question at a time, and the answer sheet. */
export function AttemptTaking({ paper, record, receivedAtMs, calls, onFinished, now = Date.now, initialQuestion = 0 }: AttemptTakingProps) {
  const attempt = useExamAttempt({ paper, record, receivedAtMs, calls, onFinished });
  const { answers, locked } = attempt;
  const questions = paper.questions;
  const [current, setCurrent] = useState(Math.min(initialQuestion, Math.max(0, questions.length - 1)));
  const [confirming, setConfirming] = useState(false);
  const [secondsLeft, setSecondsLeft] = useState<number | null>(() =>
    attempt.endsAt === null ? null : Math.max(0, Math.ceil((attempt.endsAt - now()) / 1000)),
  );
  const [focusRequest, setFocusRequest] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusRequest > 0) headingRef.current?.focus();
  }, [focusRequest, current]);

  const question = questions[current];
  const answeredCount = questions.filter((item) => (answers[item.id]?.length ?? 0) > 0).length;

  const go = (index: number, focusHeading: boolean) => {
    if (index < 0 || index >= questions.length) return;
    setCurrent(index);
    if (focusHeading) setFocusRequest((count) => count + 1);
  };

  const expire = () => {
    setConfirming(false);
    attempt.expire();
  };

  const keyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!question || event.altKey || event.ctrlKey || event.metaKey || isTextField(event.target as HTMLElement)) return;
    const key = event.key.toUpperCase();
    if (key === 'N' || key === 'P') {
      event.preventDefault();
      go(current + (key === 'N' ? 1 : -1), true);
      return;
    }
    const option = question.options.find((item) => item.key.toUpperCase() === key);
    if (!option || locked) return;
    event.preventDefault();
    const chosen = answers[question.id] ?? [];
    if (question.type === 'multiple') {
      attempt.answer(question.id, chosen.includes(option.key) ? chosen.filter((item) => item !== option.key) : [...chosen, option.key].sort());
    } else {
      attempt.answer(question.id, [option.key]);
    }
  };

  const lowTime = secondsLeft !== null && secondsLeft > 0 && secondsLeft < LOW_TIME_SECONDS && !attempt.timeUp;

  return (
    <ScreenPage>
      <h1>{paper.name}</h1>
      <AttemptBar aria-label="作答状态" role="group">
        <Tag tone="primary">{examPlaces[paper.kind].label}</Tag>
        {attempt.endsAt === null ? (
          <span>{formatMinutes(null)}</span>
        ) : (
          <Countdown endsAt={attempt.endsAt} now={now} label="剩余时间" onTick={setSecondsLeft} onEnd={expire} />
        )}
        <div data-grow="">
          <ProgressBar value={questions.length === 0 ? 0 : (answeredCount / questions.length) * 100} label="答题进度" />
          <span>
            已答 {answeredCount} / {questions.length} 题
          </span>
        </div>
        <SaveIndicator status={attempt.saveStatus} onRetry={attempt.retrySave} />
      </AttemptBar>
      {lowTime && (
        <Notice data-tone="warning">
          <p>{examTexts.submit.lowTime}</p>
        </Notice>
      )}
      <SubmitProgress status={attempt.submitStatus} timeUp={attempt.timeUp} onRetry={attempt.retrySubmit} />
      <Facts>
        <div>
          <dt>总分</dt>
          <dd>{paper.totalScore} 分</dd>
        </div>
        <div>
          <dt>及格分</dt>
          <dd>{paper.passMark} 分</dd>
        </div>
        <div>
          <dt>限时</dt>
          <dd>{formatMinutes(paper.timeLimitSeconds)}</dd>
        </div>
      </Facts>
      <TakingLayout>
        <Card element="section" outlined aria-label="题目" onKeyDown={keyDown}>
          {question && (
            <QuestionCard
              key={question.id}
              question={question}
              index={current}
              total={questions.length}
              chosen={answers[question.id] ?? []}
              onChoose={(keys) => attempt.answer(question.id, keys)}
              disabled={locked}
              headingRef={headingRef}
            />
          )}
          <ButtonRow>
            <Button onClick={() => go(current - 1, false)} disabled={current === 0}>
              上一题
            </Button>
            <Button onClick={() => go(current + 1, false)} disabled={current >= questions.length - 1}>
              下一题
            </Button>
          </ButtonRow>
          <KeyboardHelp>
            <summary>{examTexts.keyboardHelp}</summary>
            <p>{examTexts.keyboardHint}</p>
          </KeyboardHelp>
        </Card>
        <AnswerSheet questions={questions} answers={answers} current={current} onGo={(index) => go(index, true)}>
          <Button variant="primary" block onClick={() => setConfirming(true)} disabled={locked}>
            {examTexts.submit.open}
          </Button>
        </AnswerSheet>
      </TakingLayout>
      <SubmitDialog
        open={confirming && !locked}
        questions={questions}
        answers={answers}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          attempt.submit();
        }}
        onGo={(index) => {
          setConfirming(false);
          go(index, true);
        }}
      />
    </ScreenPage>
  );
}

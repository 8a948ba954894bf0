import { useExamReview, useUserExams, type ExamKind, type ExamPaper, type ExamRecord } from '@study-portal/api';
import { Button, EmptyState, Loading, Pagination, Skeleton } from '@study-portal/ui';
import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { LoadFailed } from '../../../components/LoadFailed';
import { ScreenPage } from '../../../components/ScreenPage';
import {
  ClassExamTable,
  ExamRules,
  ExamTable,
  AttemptResult,
  AttemptReview,
  AttemptTaking,
  examPlaces,
  useExamSummaries,
  useExamCalls,
  type AttemptOutcome,
  type ExamCalls,
} from '..';
import { Notice } from '../exam.styles';
import { refusalText } from '../retry';

/** A started attempt and when its reply arrived: the timer counts from then. */
interface StartedAttempt {
  record: ExamRecord;
  receivedAtMs: number;
}

function PendingPage({ what }: { what: string }) {
  return (
    <ScreenPage>
      <h1>{what}</h1>
      <Loading label={`正在加载${what}`}>
        <Skeleton shape="rect" height={320} />
      </Loading>
    </ScreenPage>
  );
}

/** A record the server refused to open (another learner's, or unknown): says why and where to go. */
function Refused({ kind, message }: { kind: ExamKind; message: string }) {
  return (
    <ScreenPage>
      <h1>{examPlaces[kind].label}</h1>
      <Notice role="alert" data-tone="danger">
        <p>{message}</p>
      </Notice>
      <p>
        <Button href={examPlaces[kind].listPath}>返回{examPlaces[kind].label}列表</Button>
      </p>
    </ScreenPage>
  );
}

/** The review of a submitted attempt, when the taking page is opened on one. */
function SubmittedAttempt({ recordId }: { recordId: string }) {
  const review = useExamReview(recordId);
  if (review.error) return <LoadFailed what="答题解析" onRetry={() => void review.mutate()} />;
  if (!review.data) return <PendingPage what="答题解析" />;
  return <AttemptReview review={review.data} />;
}

/** The paper being answered, then its result. */
function ExamAttempt({ paper, started, calls, now }: { paper: ExamPaper; started: StartedAttempt; calls: ExamCalls; now: () => number }) {
  const [outcome, setOutcome] = useState<AttemptOutcome | null>(null);
  if (outcome) {
    return (
      <AttemptResult
        name={paper.name}
        kind={paper.kind}
        result={outcome.result}
        timeUp={outcome.timeUp}
        closedByServer={outcome.closedByServer}
        notCounted={outcome.notCounted}
      />
    );
  }
  return <AttemptTaking paper={paper} record={started.record} receivedAtMs={started.receivedAtMs} calls={calls} now={now} onFinished={setOutcome} />;
}

type AttemptLoad =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'submitted' }
  | { status: 'taking'; paper: ExamPaper; started: StartedAttempt };

/**
 * Opens an attempt from the address (`recordId`), as after a reload: the paper as the server
 * has it now, and, unless it was submitted meanwhile, the attempt resumed with its saved
 * answers. Read fresh each time (not from a cache), so a submitted paper is never taken again.
 */
function AttemptByRecord({ kind, recordId, started, calls, now }: { kind: ExamKind; recordId: string; started: StartedAttempt | null; calls: ExamCalls; now: () => number }) {
  const [load, setLoad] = useState<AttemptLoad>({ status: 'loading' });
  const [tries, setTries] = useState(0);
  useEffect(() => {
    let live = true;
    const open = async (): Promise<AttemptLoad> => {
      const paper = await calls.paper(recordId);
      if (paper.submitted) return { status: 'submitted' };
      if (started) return { status: 'taking', paper, started };
      const record = await calls.start(paper.examId);
      return { status: 'taking', paper, started: { record, receivedAtMs: now() } };
    };
    open().then(
      (next) => live && setLoad(next),
      (error: unknown) => live && setLoad({ status: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [recordId, started, calls, now, tries]);

  if (load.status === 'loading') return <PendingPage what="试卷" />;
  if (load.status === 'submitted') return <SubmittedAttempt recordId={recordId} />;
  if (load.status === 'taking') return <ExamAttempt paper={load.paper} started={load.started} calls={calls} now={now} />;
  const message = refusalText(load.error, '');
  if (message) return <Refused kind={kind} message={message} />;
  return (
    <ScreenPage>
      <h1>{examPlaces[kind].label}</h1>
      <LoadFailed
        what="试卷"
        onRetry={() => {
          setLoad({ status: 'loading' });
          setTries((count) => count + 1);
        }}
      />
    </ScreenPage>
  );
}

/** An exam's rules and the way in, found by `examId` (or, for an in-class test, its course). */
function ExamEntry({ kinds, examId, courseId, calls, now, onStarted }: { kinds: readonly ExamKind[]; examId: string | null; courseId: string | null; calls: ExamCalls; now: () => number; onStarted: (started: StartedAttempt) => void }) {
  const exams = useExamSummaries(kinds);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string>();
  const kind = kinds[0] ?? 'fun';
  if (exams.error) {
    return (
      <ScreenPage>
        <h1>{examPlaces[kind].label}</h1>
        <LoadFailed what="考试信息" onRetry={() => void exams.mutate()} />
      </ScreenPage>
    );
  }
  if (!exams.data) return <PendingPage what="考试信息" />;
  const exam = exams.data.find((item) => (examId ? item.examId === examId : item.courseId === courseId));
  if (!exam) {
    return (
      <ScreenPage>
        <h1>{examPlaces[kind].label}</h1>
        <EmptyState description="没有找到这场考试，它可能已被撤下。">
          <Button href={examPlaces[kind].listPath}>返回{examPlaces[kind].label}列表</Button>
        </EmptyState>
      </ScreenPage>
    );
  }
  const start = async () => {
    setStarting(true);
    setStartError(undefined);
    try {
      const record = await calls.start(exam.examId);
      onStarted({ record, receivedAtMs: now() });
    } catch (error) {
      setStartError(refusalText(error, '暂时无法开始考试，请稍后重试。'));
      setStarting(false);
    }
  };
  return <ExamRules exam={exam} onStart={() => void start()} starting={starting} startError={startError} />;
}

/** Without an exam in the address: the kind's exams to choose from. */
function KindExams({ kinds, title }: { kinds: readonly ExamKind[]; title: string }) {
  const exams = useExamSummaries(kinds);
  const kind = kinds[0] ?? 'fun';
  return (
    <ScreenPage>
      <h1>{title}</h1>
      {kinds.length === 1 && <p>{examPlaces[kind].intro}</p>}
      <section aria-labelledby="kind-exams-title">
        <h2 id="kind-exams-title">请选择考试</h2>
        {exams.error ? <LoadFailed what="考试" onRetry={() => void exams.mutate()} /> : <ExamTable caption={`${title}列表`} exams={exams.data} showKind={kinds.length > 1} />}
      </section>
    </ScreenPage>
  );
}

const classPageSize = 10;

/** /projectStartExam without an exam: the learner's class exams, of one class with `?id=` (or `?tbtpId=`). */
function ClassExams({ tbtpId }: { tbtpId: string | null }) {
  const [page, setPage] = useState(1);
  const exams = useUserExams({ page, pageSize: classPageSize, ...(tbtpId ? { tbtpId } : {}) });
  return (
    <ScreenPage>
      <h1>我的考试</h1>
      <p>{examPlaces.class.intro}</p>
      <section aria-labelledby="class-exams-title">
        <h2 id="class-exams-title">专题班考试</h2>
        {exams.error ? (
          <LoadFailed what="专题班考试" onRetry={() => void exams.mutate()} />
        ) : (
          <>
            <ClassExamTable caption="专题班考试列表" exams={exams.data?.items} />
            <Pagination page={page} pageSize={classPageSize} total={exams.data?.total ?? 0} onChange={setPage} hideOnSinglePage label="专题班考试分页" />
          </>
        )}
      </section>
    </ScreenPage>
  );
}

export interface ExamTakingScreenProps {
  /** The kinds this route takes; /solidify/officialExam takes mock and formal quizzes. */
  kinds: readonly ExamKind[];
  /** The page's name where no exam is chosen yet. */
  title: string;
  /** The clock, `Date.now` by default; stories pass their own. */
  now?: () => number;
}

/**
 * The page that takes a paper (docs/product/exams.md#taking-an-exam). `?examId=` shows the exam's rules and
 * starts it; once started, `&recordId=` joins the address, so a reload resumes the attempt
 * with every answer (the server's, and this tab's that had not reached it yet). Opened on a
 * submitted attempt it shows the review. Without an exam it lists the kind's exams.
 */
export function ExamTakingScreen({ kinds, title, now = Date.now }: ExamTakingScreenProps) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const calls = useExamCalls();
  const [started, setStarted] = useState<StartedAttempt | null>(null);
  const examId = params.get('examId');
  const recordId = params.get('recordId');
  const courseId = params.get('courseId');
  const kind = kinds[0] ?? 'fun';

  if (recordId) {
    const mine = started?.record.recordId === recordId ? started : null;
    // Opened anew on every visit, so 查看解析 from a result on this same page (the review of
    // kinds without a review page of their own) reads the now submitted paper.
    return <AttemptByRecord key={`${recordId}:${location.key}`} kind={kind} recordId={recordId} started={mine} calls={calls} now={now} />;
  }
  if (examId || courseId) {
    return (
      <ExamEntry
        kinds={kinds}
        examId={examId}
        courseId={courseId}
        calls={calls}
        now={now}
        onStarted={(next) => {
          setStarted(next);
          setParams({ examId: next.record.examId, recordId: next.record.recordId }, { replace: true });
        }}
      />
    );
  }
  // The class pages name their class `id` (classAddress), older links `tbtpId`.
  if (kinds.includes('class')) return <ClassExams tbtpId={params.get('tbtpId') ?? params.get('id')} />;
  return <KindExams kinds={kinds} title={title} />;
}

/** /spiceAnswer/spiceAnswerStart: the fun quizzes, and taking one. */
export const FunExamScreen = () => <ExamTakingScreen kinds={['fun']} title="趣味答题" />;
/** /examManage/startExam: a course's in-class test (`?examId=` or `?courseId=`). */
export const InClassExamScreen = () => <ExamTakingScreen kinds={['inClass']} title="随堂测试" />;
/** /startCultivate/startCultivate: the training exam. */
export const TrainingExamScreen = () => <ExamTakingScreen kinds={['training']} title="培训考试" />;
/** /solidify/officialExam: a mock or formal quiz. */
export const MockFormalExamScreen = () => <ExamTakingScreen kinds={['mock', 'formal']} title="巩固测验" />;
/** /projectStartExam: a class exam, or the learner's class exams. */
export const ClassExamScreen = () => <ExamTakingScreen kinds={['class']} title="专题班考试" />;

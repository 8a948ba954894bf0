import { useAssessmentExamId, useAssessmentResult, useAllMyClasses, useUserExams, type UserExam } from '@study-portal/api';
import { Figure, Figures, FormItem, Loading, Pagination, Select, Skeleton, Table, type TableColumn, Tag } from '@study-portal/ui';
import { useState } from 'react';
import { LoadFailed } from '../../../components/LoadFailed';
import { canTakeExam } from '../../exams';
import { examTakeAddress } from '../../exams/addresses';
import { TextLink } from '../shared/TextLink';

const pageSize = 10;

/** The learner's standing in an exam, in words and a tone. */
export function examResult(exam: Pick<UserExam, 'attemptsUsed' | 'passed'>): { text: string; tone: 'success' | 'danger' | 'default' } {
  if (exam.attemptsUsed === 0) return { text: '未参加', tone: 'default' };
  return exam.passed ? { text: '已通过', tone: 'success' } : { text: '未通过', tone: 'danger' };
}

const examWindow = (exam: UserExam) => (exam.startTime || exam.endTime ? `${exam.startTime ?? ''} 至 ${exam.endTime ?? ''}` : '不限');

const columns: TableColumn<UserExam>[] = [
  { key: 'examName', title: '考试名称' },
  { key: 'tbtpName', title: '所属专题班', render: (exam) => exam.tbtpName ?? '—' },
  { key: 'window', title: '考试时间', render: examWindow },
  { key: 'score', title: '最高分 / 总分', align: 'right', render: (exam) => `${exam.bestScore ?? '—'} / ${exam.totalScore}` },
  { key: 'passMark', title: '及格分', align: 'right' },
  { key: 'attempts', title: '已考次数', align: 'right', render: (exam) => `${exam.attemptsUsed} / ${exam.maxAttempts ?? '不限'}` },
  { key: 'status', title: '状态', render: (exam) => <Tag tone={exam.status === '进行中' ? 'primary' : 'default'}>{exam.status}</Tag> },
  {
    key: 'result',
    title: '结果',
    render: (exam) => {
      const result = examResult(exam);
      return <Tag tone={result.tone}>{result.text}</Tag>;
    },
  },
  {
    key: 'action',
    title: '操作',
    render: (exam) =>
      canTakeExam(exam) ? (
        <TextLink to={examTakeAddress('class', exam.examId)} aria-label={`参加考试：${exam.examName}`}>
          参加考试
        </TextLink>
      ) : (
        '—'
      ),
  },
];

/** A class's assessment (测评): its exam, then the learner's best result in it. */
function AssessmentResult({ tbtpId }: { tbtpId: string }) {
  const examId = useAssessmentExamId(tbtpId);
  const result = useAssessmentResult(examId.data);
  if (examId.error) return <LoadFailed what="测评" height={120} onRetry={() => void examId.mutate()} />;
  if (examId.data === undefined) {
    return (
      <Loading label="正在加载测评结果">
        <Skeleton shape="rect" height={80} />
      </Loading>
    );
  }
  if (examId.data === null) return <p>该专题班暂无测评。</p>;
  if (result.error) return <LoadFailed what="测评结果" height={120} onRetry={() => void result.mutate()} />;
  if (!result.data) {
    return (
      <Loading label="正在加载测评结果">
        <Skeleton shape="rect" height={80} />
      </Loading>
    );
  }
  const data = result.data;
  if (!data.taken) return <p>尚未参加“{data.examName}”。</p>;
  return (
    <Figures>
      <Figure label="测评名称" value={data.examName} />
      <Figure label="成绩" value={`${data.score ?? '—'} / ${data.totalScore}`} />
      <Figure label="及格分" value={data.passMark} />
      <Figure label="结果" value={data.passed ? '合格' : '不合格'} />
      <Figure label="提交时间" value={data.submittedAt ?? '—'} />
    </Figures>
  );
}

/** 我的考试: the class exams with the learner's standing, and a class's assessment result. */
export function ExamsPanel() {
  const [page, setPage] = useState(1);
  const exams = useUserExams({ page, pageSize });
  const classes = useAllMyClasses();
  const [tbtpId, setTbtpId] = useState<string>('');

  return (
    <>
      <section aria-labelledby="exams-title">
        <h2 id="exams-title">专题班考试</h2>
        {exams.error ? (
          <LoadFailed what="考试" onRetry={() => void exams.mutate()} />
        ) : (
          <>
            <Table caption="我的专题班考试" captionHidden columns={columns} rows={exams.data?.items ?? []} rowKey="examId" loading={!exams.data} />
            {exams.data && <Pagination page={page} pageSize={pageSize} total={exams.data.total} hideOnSinglePage label="考试分页" onChange={(next) => setPage(next)} />}
          </>
        )}
      </section>
      <section aria-labelledby="assessment-title">
        <h2 id="assessment-title">测评结果</h2>
        {classes.error ? (
          <LoadFailed what="专题班" height={120} onRetry={() => void classes.mutate()} />
        ) : !classes.data ? (
          <Loading label="正在加载专题班">
            <Skeleton shape="rect" height={40} />
          </Loading>
        ) : (
          <>
            <FormItem label="专题班">
              <Select
                options={classes.data.items.map((item) => ({ value: item.tbtpId, label: item.name }))}
                value={tbtpId}
                onChange={setTbtpId}
                placeholder="请选择专题班"
              />
            </FormItem>
            {tbtpId ? <AssessmentResult tbtpId={tbtpId} /> : <p>选择专题班后查看其测评成绩。</p>}
          </>
        )}
      </section>
    </>
  );
}

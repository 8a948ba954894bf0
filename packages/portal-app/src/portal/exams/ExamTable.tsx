import type { ExamSummary, UserExam } from '@study-portal/api';
import { Button, Table, Tag, type TableColumn } from '@study-portal/ui';
import styled from 'styled-components';
import { attemptsText, availabilityText, examAction, windowText } from './examAction';

import { examReviewAddress, examTakeAddress } from './addresses';
import { examPlaces } from './examPlaces';
import { formatMinutes } from './examTexts';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--sp-space-2);
  align-items: center;
`;

const Muted = styled.span`
  color: var(--sp-color-text-muted);
`;

const Name = styled.span`
  display: flex;
  flex-direction: column;
  gap: var(--sp-space-1);
  overflow-wrap: anywhere;
`;

const scoreText = (best: number | null, passed: boolean, attempts: number) =>
  best === null ? (
    <Muted>暂无</Muted>
  ) : (
    <>
      {best} 分 {attempts > 0 && <Tag tone={passed ? 'success' : 'danger'}>{passed ? '已通过' : '未通过'}</Tag>}
    </>
  );

function ExamActions({ exam }: { exam: ExamSummary }) {
  const action = examAction(exam);
  return (
    <Actions>
      {action.kind === 'none' ? (
        <Muted>{action.reason}</Muted>
      ) : (
        <Button
          variant="primary"
          href={examTakeAddress(exam.kind, exam.examId, action.kind === 'resume' ? action.recordId : null)}
          aria-label={`${action.label}：${exam.name}`}
        >
          {action.label}
        </Button>
      )}
      {exam.lastRecordId && (
        <Button href={examReviewAddress(exam.kind, { recordId: exam.lastRecordId })} aria-label={`查看解析：${exam.name}`}>
          查看解析
        </Button>
      )}
    </Actions>
  );
}

const summaryColumns: TableColumn<ExamSummary>[] = [
  {
    key: 'name',
    title: '名称',
    render: (exam) => (
      <Name>
        {exam.name}
        {exam.tbtpName && <Muted>{exam.tbtpName}</Muted>}
      </Name>
    ),
  },
  { key: 'kind', title: '类型', render: (exam) => examPlaces[exam.kind].label },
  { key: 'questions', title: '题量 / 总分', render: (exam) => `${exam.questionCount} 题 / ${exam.totalScore} 分` },
  { key: 'passMark', title: '及格分', render: (exam) => `${exam.passMark} 分` },
  { key: 'time', title: '限时', render: (exam) => formatMinutes(exam.timeLimitSeconds) },
  { key: 'window', title: '开放时间', render: (exam) => windowText(exam) },
  { key: 'attempts', title: '考试次数', render: (exam) => attemptsText(exam) },
  { key: 'best', title: '最好成绩', render: (exam) => scoreText(exam.bestScore, exam.passed, exam.attemptsUsed) },
  { key: 'status', title: '状态', render: (exam) => availabilityText[exam.availability] },
  { key: 'actions', title: '操作', render: (exam) => <ExamActions exam={exam} /> },
];

export interface ExamTableProps {
  caption: string;
  exams: readonly ExamSummary[] | undefined;
  /** Leaves out the type column on a page of one kind. */
  showKind?: boolean;
}

/** A list of exams with their rules, the learner's attempts and what can be done now. */
export function ExamTable({ caption, exams, showKind = false }: ExamTableProps) {
  const columns = showKind ? summaryColumns : summaryColumns.filter((column) => column.key !== 'kind');
  return <Table caption={caption} captionHidden columns={columns} rows={exams ?? []} rowKey="examId" loading={!exams} skeletonRows={3} />;
}

const classColumns: TableColumn<UserExam>[] = [
  {
    key: 'name',
    title: '考试名称',
    render: (exam) => (
      <Name>
        {exam.examName}
        {exam.tbtpName && <Muted>{exam.tbtpName}</Muted>}
      </Name>
    ),
  },
  { key: 'window', title: '开放时间', render: (exam) => windowText(exam) },
  { key: 'time', title: '限时', render: (exam) => formatMinutes(exam.timeLimitSeconds) },
  { key: 'passMark', title: '总分 / 及格分', render: (exam) => `${exam.totalScore} / ${exam.passMark} 分` },
  { key: 'attempts', title: '考试次数', render: (exam) => attemptsText(exam) },
  { key: 'best', title: '最好成绩', render: (exam) => scoreText(exam.bestScore, exam.passed, exam.attemptsUsed) },
  { key: 'status', title: '状态', render: (exam) => exam.status },
  {
    key: 'actions',
    title: '操作',
    render: (exam) => (
      <Actions>
        {exam.status === '进行中' && (
          <Button variant="primary" href={examTakeAddress('class', exam.examId)} aria-label={`参加考试：${exam.examName}`}>
            参加考试
          </Button>
        )}
        {exam.attemptsUsed > 0 && (
          <Button href={examReviewAddress('class', { examId: exam.examId })} aria-label={`查看解析：${exam.examName}`}>
            查看解析
          </Button>
        )}
        {exam.status !== '进行中' && exam.attemptsUsed === 0 && <Muted>{exam.status}</Muted>}
      </Actions>
    ),
  },
];

/** The learner's class exams (我的考试 of a class file), from the class-exam call. */
export function ClassExamTable({ caption, exams }: { caption: string; exams: readonly UserExam[] | undefined }) {
  return <Table caption={caption} captionHidden columns={classColumns} rows={exams ?? []} rowKey="examId" loading={!exams} skeletonRows={3} />;
}

import { useUserExams, type UserExam } from '@study-portal/api';
import { Pagination, Table, Tag, type TableColumn } from '@study-portal/ui';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { LoadFailed } from '../../../components/LoadFailed';
import { classExamAddress, classExamReviewAddress } from '../addresses';
import { classPeriod } from '../ClassFacts';
import { readPage, withPage } from '../../shared/pageAddress';
import { Section } from '../Section';
import { useClassFile } from './classFileContext';
import { attemptsText, examActions, timeLimitText } from './examActions';

const pageSize = 10;

const Actions = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: var(--sp-space-3);

  & a {
    color: var(--sp-color-primary);
  }
`;

const statusTone = (status: string) => (status === '进行中' ? 'primary' : status === '已结束' ? 'default' : 'info');

function examColumns(id: string): Array<TableColumn<UserExam>> {
  return [
    { key: 'examName', title: '考试名称', render: (exam) => exam.examName },
    { key: 'period', title: '考试时间', render: (exam) => classPeriod(exam.startTime, exam.endTime) || '不限' },
    { key: 'timeLimit', title: '时长', render: (exam) => timeLimitText(exam.timeLimitSeconds) },
    { key: 'marks', title: '总分 / 及格', align: 'right', render: (exam) => `${exam.totalScore} / ${exam.passMark}` },
    { key: 'attempts', title: '已考次数', align: 'right', render: (exam) => attemptsText(exam) },
    {
      key: 'best',
      title: '最高分',
      render: (exam) =>
        exam.bestScore === null || exam.bestScore === undefined ? (
          '—'
        ) : (
          <>
            {exam.bestScore} <Tag tone={exam.passed ? 'success' : 'danger'}>{exam.passed ? '通过' : '未通过'}</Tag>
          </>
        ),
    },
    { key: 'status', title: '状态', render: (exam) => <Tag tone={statusTone(exam.status)}>{exam.status}</Tag> },
    {
      key: 'actions',
      title: '操作',
      render: (exam) => {
        const actions = examActions(exam);
        if (!actions.start && !actions.review) return '—';
        return (
          <Actions>
            {actions.start && (
              <Link to={classExamAddress(id, exam.examId)} aria-label={`${actions.start}：${exam.examName}`}>
                {actions.start}
              </Link>
            )}
            {actions.review && (
              <Link to={classExamReviewAddress(id, exam.examId)} aria-label={`查看答卷：${exam.examName}`}>
                查看答卷
              </Link>
            )}
          </Actions>
        );
      },
    },
  ];
}

/** /projectDetailCxda/myExam: the class's exams with the learner's attempts and best score, and the way in. */
export function MyExamTab() {
  const { id } = useClassFile();
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const exams = useUserExams({ tbtpId: id, page, pageSize });
  return (
    <Section title="我的考试">
      {exams.error ? (
        <LoadFailed what="考试" onRetry={() => void exams.mutate()} />
      ) : (
        <>
          <Table caption="考试列表" captionHidden columns={examColumns(id)} rows={exams.data?.items ?? []} rowKey="examId" loading={!exams.data} />
          {exams.data && (
            <Pagination page={page} pageSize={pageSize} total={exams.data.total} onChange={(next) => setParams(withPage(params, next))} hideOnSinglePage label="考试分页" />
          )}
        </>
      )}
    </Section>
  );
}

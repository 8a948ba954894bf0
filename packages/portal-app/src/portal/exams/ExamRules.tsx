import type { ExamSummary } from '@study-portal/api';
import { Button, Card, Tag } from '@study-portal/ui';
import { ScreenPage } from '../../components/ScreenPage';
import { attemptsText, availabilityText, examAction, windowText } from './examAction';
import { examListAddress, examReviewAddress } from './addresses';
import { examPlaces } from './examPlaces';
import { ButtonRow, Facts, Notice } from './exam.styles';
import { formatMinutes } from './examTexts';

export interface ExamRulesProps {
  exam: ExamSummary;
  onStart: () => void;
  starting?: boolean;
  /** Why the last start failed, from the server. */
  startError?: string | undefined;
}

/** Before a paper: what it is, its rules and the learner's attempts, and the way in. */
export function ExamRules({ exam, onStart, starting = false, startError }: ExamRulesProps) {
  const action = examAction(exam);
  return (
    <ScreenPage>
      <h1>{exam.name}</h1>
      <Card element="section" outlined aria-labelledby="exam-rules-title">
        <h2 id="exam-rules-title">考试说明</h2>
        <Facts>
          <div>
            <dt>类型</dt>
            <dd>{examPlaces[exam.kind].label}</dd>
          </div>
          {exam.tbtpName && (
            <div>
              <dt>专题班</dt>
              <dd>{exam.tbtpName}</dd>
            </div>
          )}
          <div>
            <dt>题量</dt>
            <dd>{exam.questionCount} 题</dd>
          </div>
          <div>
            <dt>总分</dt>
            <dd>{exam.totalScore} 分</dd>
          </div>
          <div>
            <dt>及格分</dt>
            <dd>{exam.passMark} 分</dd>
          </div>
          <div>
            <dt>限时</dt>
            <dd>{formatMinutes(exam.timeLimitSeconds)}</dd>
          </div>
          <div>
            <dt>开放时间</dt>
            <dd>{windowText(exam)}</dd>
          </div>
          <div>
            <dt>考试次数</dt>
            <dd>{attemptsText(exam)}</dd>
          </div>
          <div>
            <dt>最好成绩</dt>
            <dd>{exam.bestScore === null ? '暂无' : `${exam.bestScore} 分`}</dd>
          </div>
          <div>
            <dt>状态</dt>
            <dd>
              <Tag tone={exam.availability === 'open' ? 'primary' : 'default'}>{availabilityText[exam.availability]}</Tag>{' '}
              {exam.attemptsUsed > 0 && <Tag tone={exam.passed ? 'success' : 'danger'}>{exam.passed ? '已通过' : '未通过'}</Tag>}
            </dd>
          </div>
        </Facts>
        <ul>
          <li>题型包括单选题、多选题和判断题，多选题须选全且不多选才得分。</li>
          <li>答案在作答时自动保存，并在本机留存一份：刷新页面或网络中断都不会丢失已作答的内容。</li>
          {exam.timeLimitSeconds !== null && <li>开始后计时不暂停；时间到时，系统按已作答的内容自动交卷。</li>}
          <li>交卷前会列出未作答的题目，交卷后可以查看成绩和答题解析。</li>
        </ul>
        {startError && (
          <Notice role="alert" data-tone="danger">
            <p>{startError}</p>
          </Notice>
        )}
        <ButtonRow>
          {action.kind === 'none' ? (
            <Notice>
              <p>{action.reason}</p>
            </Notice>
          ) : (
            <Button variant="primary" onClick={onStart} loading={starting}>
              {action.label}
            </Button>
          )}
          {exam.lastRecordId && <Button href={examReviewAddress(exam.kind, { recordId: exam.lastRecordId })}>查看上次解析</Button>}
          <Button href={examListAddress(exam.kind)}>返回列表</Button>
        </ButtonRow>
      </Card>
    </ScreenPage>
  );
}

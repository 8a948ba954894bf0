import { useSurveyResults, type SurveyTally } from '@study-portal/api';
import { Button, Card, EmptyState, Loading, ProgressBar, Skeleton, Tag } from '@study-portal/ui';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { LoadFailed } from '../../../components/LoadFailed';
import { ScreenPage } from '../../../components/ScreenPage';
import { ButtonRow } from '../exam.styles';
import { surveyAddress } from '../addresses';

const Options = styled.ul`
  display: flex;
  flex-direction: column;
  gap: var(--sp-space-3);
  margin: 0;
  padding: 0;
  list-style: none;

  & p {
    display: flex;
    justify-content: space-between;
    gap: var(--sp-space-3);
    margin: 0 0 var(--sp-space-1);
    overflow-wrap: anywhere;
  }
`;

const TextAnswers = styled.ul`
  margin: 0;
  padding-left: var(--sp-space-5);

  & li {
    overflow-wrap: anywhere;
  }
`;

const Muted = styled.span`
  color: var(--sp-color-text-muted);
  white-space: nowrap;
`;

const kindLabels = { questionnaire: '问卷调查', evaluation: '培训评估' } as const;

function Tally({ question, number }: { question: SurveyTally; number: number }) {
  const titleId = `tally-${question.id}`;
  return (
    <Card element="section" outlined aria-labelledby={titleId}>
      <h2 id={titleId}>
        {number}. {question.title}
      </h2>
      {question.type === 'text' ? (
        (question.textAnswers ?? []).length === 0 ? (
          <EmptyState kind="noContent" height={80} image={null} />
        ) : (
          <TextAnswers aria-label="填写的意见">
            {(question.textAnswers ?? []).map((text, index) => (
              <li key={index}>{text}</li>
            ))}
          </TextAnswers>
        )
      ) : (
        <Options aria-label="各选项的选择人数">
          {(question.options ?? []).map((option) => (
            <li key={option.key}>
              <p>
                <span>
                  {option.key}. {option.text}
                </span>
                <Muted>
                  {option.count} 人 · {option.percent}%
                </Muted>
              </p>
              <ProgressBar value={option.percent} label={`${option.key}. ${option.text}：${option.percent}%`} />
            </li>
          ))}
        </Options>
      )}
    </Card>
  );
}

/** /evaluationPreview?id=: a questionnaire's results so far: respondents, each option's share, the written answers. */
export function SurveyResultsScreen() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const evaluation = useSurveyResults(id);
  if (!id) {
    return (
      <ScreenPage>
        <h1>问卷结果</h1>
        <EmptyState description="没有指定问卷。">
          <Button href="/previewList">查看问卷列表</Button>
        </EmptyState>
      </ScreenPage>
    );
  }
  if (evaluation.error) {
    return (
      <ScreenPage>
        <h1>问卷结果</h1>
        <LoadFailed what="问卷结果" onRetry={() => void evaluation.mutate()} />
      </ScreenPage>
    );
  }
  if (!evaluation.data) {
    return (
      <ScreenPage>
        <h1>问卷结果</h1>
        <Loading label="正在加载问卷结果">
          <Skeleton shape="rect" height={320} />
        </Loading>
      </ScreenPage>
    );
  }
  const data = evaluation.data;
  return (
    <ScreenPage>
      <h1>{data.title}</h1>
      <ButtonRow as="div">
        <Tag tone="info">{kindLabels[data.kind]}</Tag>
        {data.tbtpName && <span>专题班：{data.tbtpName}</span>}
        <span>共 {data.respondentCount} 人提交</span>
        {data.submitted ? <Tag tone="success">我已提交</Tag> : <Button href={surveyAddress(data.surveyId)}>填写问卷</Button>}
        <Button href="/previewList">返回问卷列表</Button>
      </ButtonRow>
      {data.questions.length === 0 ? (
        <EmptyState />
      ) : (
        data.questions.map((question, index) => <Tally key={question.id} question={question} number={index + 1} />)
      )}
    </ScreenPage>
  );
}

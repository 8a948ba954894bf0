import { useSurveys, type SurveyKind, type SurveySummary } from '@study-portal/api';
import { Button, Card, CardCollection, Tabs, Tag } from '@study-portal/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { LoadFailed } from '../../../components/LoadFailed';
import { ScreenPage } from '../../../components/ScreenPage';
import { surveyAddress, surveyResultsAddress } from '../addresses';

const SurveyEntry = styled(Card).attrs({ element: 'article' })`
  display: flex;
  flex-direction: column;
  gap: var(--sp-space-2);
  height: 100%;
  border: 1px solid var(--sp-color-border);

  & h3 {
    margin: 0;
    font-size: var(--sp-font-size-title);
    overflow-wrap: anywhere;
  }

  & p {
    margin: 0;
    color: var(--sp-color-text-muted);
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--sp-space-2);
  align-items: center;
  margin-top: auto;
`;

export const surveyKindLabels: Record<SurveyKind, string> = { questionnaire: '问卷调查', evaluation: '培训评估' };

const tabs = [
  { value: 'all', label: '全部' },
  { value: 'questionnaire', label: surveyKindLabels.questionnaire },
  { value: 'evaluation', label: surveyKindLabels.evaluation },
] as const;

function SurveyCard({ survey }: { survey: SurveySummary }) {
  const canAnswer = survey.availability === 'open' && !survey.submitted;
  return (
    <SurveyEntry>
      <h3>{survey.title}</h3>
      <Row>
        <Tag tone="info">{surveyKindLabels[survey.kind]}</Tag>
        {survey.submitted ? <Tag tone="success">已提交</Tag> : survey.availability === 'open' ? <Tag tone="warning">未提交</Tag> : null}
        {survey.availability === 'upcoming' && <Tag>未开始</Tag>}
        {survey.availability === 'closed' && <Tag>已结束</Tag>}
      </Row>
      {survey.tbtpName && <p>专题班：{survey.tbtpName}</p>}
      <p>
        {survey.startTime ?? '即日'} 至 {survey.endTime ?? '长期'} · 共 {survey.questionCount} 题
      </p>
      <Row>
        <Button href={surveyAddress(survey.surveyId)} variant={canAnswer ? 'primary' : undefined} aria-label={`${canAnswer ? '填写问卷' : '查看问卷'}：${survey.title}`}>
          {canAnswer ? '填写问卷' : '查看问卷'}
        </Button>
        <Button href={surveyResultsAddress(survey.surveyId)} aria-label={`查看结果：${survey.title}`}>
          查看结果
        </Button>
      </Row>
    </SurveyEntry>
  );
}

/** /previewList: the learner's questionnaires and class evaluations, open ones first. `?tbtpId=` narrows to one class. */
export function SurveyListScreen() {
  const [params] = useSearchParams();
  const tbtpId = params.get('tbtpId');
  const [kind, setKind] = useState<'all' | SurveyKind>('all');
  const surveys = useSurveys({ ...(kind === 'all' ? {} : { kind }), ...(tbtpId ? { tbtpId } : {}) });
  return (
    <ScreenPage>
      <h1>调查问卷</h1>
      <section aria-labelledby="survey-list-title">
        <h2 id="survey-list-title">问卷列表</h2>
        <Tabs label="按类型筛选问卷" items={tabs} value={kind} onChange={(value) => setKind(value as 'all' | SurveyKind)}>
          {surveys.error ? (
            <LoadFailed what="问卷" onRetry={() => void surveys.mutate()} />
          ) : (
            <CardCollection
              label="问卷"
              layout="grid"
              loading={!surveys.data}
              skeletonCount={4}
              items={surveys.data ?? []}
              getKey={(survey) => survey.surveyId}
              renderItem={(survey) => <SurveyCard survey={survey} />}
            />
          )}
        </Tabs>
      </section>
    </ScreenPage>
  );
}

import { useSurveys, type SurveySummary } from '@study-portal/api';
import { Card, EmptyState, Loading, Skeleton, Tag, type TagTone } from '@study-portal/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Facts } from '../../shared/recordLayout';
import { surveyAddress } from '../addresses';
import { LoadFailed } from '../../../components/LoadFailed';
import { ScreenPage } from '../../../components/ScreenPage';

// The page is opened from the mobile app and from printed QR codes: a phone's width, centred.
const Phone = styled(ScreenPage)`
  max-width: 480px;
  margin: 0 auto;
`;

const Surveys = styled.ul`
  display: flex;
  flex-direction: column;
  gap: var(--sp-space-3);
  margin: 0;
  padding: 0;
  list-style: none;

  & h3 {
    margin: 0;
    font-size: var(--sp-font-size-title);
  }

  & h3 a {
    display: block;
    min-height: var(--sp-touch-target);
    color: var(--sp-color-text);
  }

  & h3 a:focus-visible {
    outline: none;
    border-radius: var(--sp-radius-control);
    box-shadow: var(--sp-focus-ring);
  }

  & p {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sp-space-2);
    margin: 0;
  }
`;

const Survey = styled(Card).attrs({ element: 'li' })`
  display: flex;
  flex-direction: column;
  gap: var(--sp-space-2);
  overflow-wrap: anywhere;
`;

const availability: Record<SurveySummary['availability'], { label: string; tone: TagTone }> = {
  open: { label: '进行中', tone: 'primary' },
  upcoming: { label: '未开始', tone: 'info' },
  closed: { label: '已结束', tone: 'default' },
};

const period = (survey: SurveySummary) => [survey.startTime?.slice(0, 10), survey.endTime?.slice(0, 10)].filter(Boolean).join(' 至 ');

function SurveyItem({ survey }: { survey: SurveySummary }) {
  const state = availability[survey.availability];
  // A questionnaire not yet open has nothing to show; the others open the survey page.
  const canOpen = survey.availability !== 'upcoming';
  return (
    <Survey>
      <h3>{canOpen ? <Link to={surveyAddress(survey.surveyId)}>{survey.title}</Link> : survey.title}</h3>
      <Facts>
        {period(survey) && <li>{period(survey)}</li>}
        <li>共{survey.questionCount}题</li>
      </Facts>
      <p>
        <Tag tone={state.tone}>{state.label}</Tag>
        {survey.submitted ? <Tag tone="success">已提交</Tag> : survey.availability === 'open' && <Tag tone="warning">待填写</Tag>}
      </p>
    </Survey>
  );
}

/** /h5Question: the questionnaires open to the learner, in a phone-sized page, each leading to /preview. */
export function PhoneSurveyListScreen() {
  const surveys = useSurveys({ kind: 'questionnaire' });
  const pending = surveys.data?.filter((survey) => survey.availability === 'open' && !survey.submitted).length ?? 0;

  return (
    <Phone>
      <h1>问卷调查</h1>
      <section aria-labelledby="h5-surveys-title">
        <h2 id="h5-surveys-title">{surveys.data && pending > 0 ? `我的问卷（${pending}份待填写）` : '我的问卷'}</h2>
        {surveys.error ? (
          <LoadFailed what="问卷" onRetry={() => void surveys.mutate()} />
        ) : !surveys.data ? (
          <Loading label="正在加载问卷">
            <Skeleton shape="rect" height={240} />
          </Loading>
        ) : surveys.data.length === 0 ? (
          <EmptyState description="暂无问卷" />
        ) : (
          <Surveys aria-label="问卷列表">
            {surveys.data.map((survey) => (
              <SurveyItem key={survey.surveyId} survey={survey} />
            ))}
          </Surveys>
        )}
      </section>
    </Phone>
  );
}

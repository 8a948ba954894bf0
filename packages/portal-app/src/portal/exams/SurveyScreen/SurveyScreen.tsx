import { isApiError, surveyMessages, useSubmitSurvey, useSurvey, type SurveyAnswers, type SurveyDetail, type SurveyQuestion } from '@study-portal/api';
import { Button, Card, CheckboxGroup, EmptyState, FormItem, type FormItemControlProps, Loading, RadioGroup, Skeleton, Tag, TextArea } from '@study-portal/ui';
import { useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { LoadFailed } from '../../../components/LoadFailed';
import { ScreenPage } from '../../../components/ScreenPage';
import { ButtonRow, Notice } from '../exam.styles';
import { answersToSend, missingRequired } from './surveyAnswers';
import { surveyResultsAddress } from '../addresses';

const Questions = styled.ol`
  display: flex;
  flex-direction: column;
  gap: var(--sp-space-4);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Meta = styled.p`
  margin: 0;
  color: var(--sp-color-text-muted);
  overflow-wrap: anywhere;
`;

const Count = styled.span`
  display: block;
  text-align: right;
  color: var(--sp-color-text-muted);
  font-size: var(--sp-font-size-body);
`;

const kindLabels = { questionnaire: '问卷调查', evaluation: '培训评估' } as const;
const requiredText = '此题为必答题，请作答';

function QuestionField({
  question,
  number,
  value,
  onChange,
  error,
  readOnly,
}: {
  question: SurveyQuestion;
  number: number;
  value: SurveyAnswers[string] | undefined;
  onChange: (value: SurveyAnswers[string]) => void;
  error: boolean;
  readOnly: boolean;
}) {
  const options = (question.options ?? []).map((option) => ({ value: option.key, label: `${option.key}. ${option.text}` }));
  const label = `${number}. ${question.title}${question.type === 'multiple' ? '（可多选）' : ''}`;
  let control;
  if (question.type === 'text') {
    const text = typeof value === 'string' ? value : '';
    control = (
      <TextAreaWithCount
        value={text}
        onChange={(next) => onChange(next)}
        maxLength={question.maxLength ?? undefined}
        disabled={readOnly}
      />
    );
  } else if (question.type === 'multiple') {
    control = <CheckboxGroup options={options} value={Array.isArray(value) ? value : []} onChange={onChange} disabled={readOnly} direction="vertical" />;
  } else {
    control = <RadioGroup options={options} value={Array.isArray(value) ? (value[0] ?? '') : ''} onChange={(key) => onChange([key])} disabled={readOnly} direction="vertical" />;
  }
  return (
    <Card element="li" outlined data-question={question.id}>
      <FormItem label={label} required={question.required} error={error ? requiredText : undefined} layout="vertical">
        {control}
      </FormItem>
    </Card>
  );
}

function TextAreaWithCount({ value, onChange, maxLength, disabled, ...aria }: FormItemControlProps & { value: string; onChange: (value: string) => void; maxLength: number | undefined; disabled: boolean }) {
  return (
    <div>
      <TextArea {...aria} value={value} maxLength={maxLength} disabled={disabled} onChange={(event) => onChange(event.target.value)} />
      {maxLength && (
        <Count aria-hidden="true">
          {value.length} / {maxLength}
        </Count>
      )}
    </div>
  );
}

function SurveyForm({ survey, onRefresh }: { survey: SurveyDetail; onRefresh: () => void }) {
  const submitSurvey = useSubmitSurvey();
  const [answers, setAnswers] = useState<SurveyAnswers>({});
  const [missing, setMissing] = useState<number[]>([]);
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  // Set on success, before the refreshed questionnaire arrives: no window for a second submit.
  const [done, setDone] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);
  const submitted = survey.submitted || done;
  const open = survey.availability === 'open';
  const readOnly = submitted || !open || sending;
  const shown: SurveyAnswers = survey.submitted && survey.myAnswers ? survey.myAnswers : answers;

  const change = (question: SurveyQuestion, value: SurveyAnswers[string]) => {
    const next = { ...answers, [question.id]: value };
    setAnswers(next);
    if (tried) setMissing(missingRequired(survey.questions, next));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (readOnly) return;
    setTried(true);
    setRefusal(undefined);
    const gaps = missingRequired(survey.questions, answers);
    setMissing(gaps);
    if (gaps.length > 0) {
      const first = survey.questions[gaps[0] ?? 0];
      // Takes the learner to the first question still to answer.
      const target = listRef.current?.querySelector<HTMLElement>(`[data-question="${first?.id}"] input, [data-question="${first?.id}"] textarea`);
      target?.focus();
      return;
    }
    setSending(true);
    try {
      await submitSurvey({ surveyId: survey.surveyId, answers: answersToSend(survey.questions, answers) }, { ownMessage: true });
      setDone(true);
    } catch (error) {
      setRefusal(isApiError(error) && error.serverMessage ? error.serverMessage : '提交失败，请检查网络后重试，您填写的内容仍在本页。');
      // Submitted already (another tab, a lost reply): show it as submitted.
      if (isApiError(error) && error.serverMessage === surveyMessages.alreadySubmitted) onRefresh();
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="survey-questions-title">
      <h2 id="survey-questions-title">{submitted ? '我的回答' : '问卷题目'}</h2>
      {!submitted && <Meta>带 * 的为必答题。</Meta>}
      <Questions ref={listRef}>
        {survey.questions.map((question, index) => (
          <QuestionField
            key={question.id}
            question={question}
            number={index + 1}
            value={shown[question.id]}
            onChange={(value) => change(question, value)}
            error={!submitted && missing.includes(index)}
            readOnly={readOnly}
          />
        ))}
      </Questions>
      {missing.length > 0 && !submitted && (
        <Notice role="alert" data-tone="danger">
          <p>
            {surveyMessages.requiredMissing}：第 {missing.map((index) => index + 1).join('、')} 题尚未作答。
          </p>
        </Notice>
      )}
      {refusal && (
        <Notice role="alert" data-tone="danger">
          <p>{refusal}</p>
        </Notice>
      )}
      {!submitted && open && (
        <ButtonRow>
          <Button type="submit" variant="primary" loading={sending}>
            提交问卷
          </Button>
        </ButtonRow>
      )}
    </form>
  );
}

/**
 * /preview?id=: one questionnaire. Required questions are marked; submitting with one
 * unanswered names them all and goes to the first. A questionnaire is submitted once: after
 * that the page shows the learner's answers and says when they were submitted, with no way to
 * submit again.
 */
export function SurveyScreen() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const survey = useSurvey(id);

  if (!id) {
    return (
      <ScreenPage>
        <h1>问卷</h1>
        <EmptyState description="没有指定问卷。">
          <Button href="/previewList">查看问卷列表</Button>
        </EmptyState>
      </ScreenPage>
    );
  }
  if (survey.error) {
    const refusal = isApiError(survey.error) && survey.error.kind === 'business' ? survey.error.serverMessage : undefined;
    return (
      <ScreenPage>
        <h1>问卷</h1>
        {refusal ? (
          <EmptyState description={refusal}>
            <Button href="/previewList">查看问卷列表</Button>
          </EmptyState>
        ) : (
          <LoadFailed what="问卷" onRetry={() => void survey.mutate()} />
        )}
      </ScreenPage>
    );
  }
  if (!survey.data) {
    return (
      <ScreenPage>
        <h1>问卷</h1>
        <Loading label="正在加载问卷">
          <Skeleton shape="rect" height={320} />
        </Loading>
      </ScreenPage>
    );
  }
  const data = survey.data;
  return (
    <ScreenPage>
      <h1>{data.title}</h1>
      <section aria-labelledby="survey-about-title">
        <h2 id="survey-about-title">问卷说明</h2>
        <ButtonRow as="div">
          <Tag tone="info">{kindLabels[data.kind]}</Tag>
          {data.submitted && <Tag tone="success">已提交</Tag>}
        </ButtonRow>
        {data.description && <p>{data.description}</p>}
        <Meta>
          {data.tbtpName ? `专题班：${data.tbtpName} · ` : ''}
          {data.startTime ?? '即日'} 至 {data.endTime ?? '长期'} · 共 {data.questions.length} 题
        </Meta>
      </section>
      {data.submitted ? (
        <Notice role="status" data-tone="success">
          <p>
            您已于 {data.submittedAt ?? '此前'} 提交该问卷，感谢参与。每份问卷只能提交一次，不能再次提交。
          </p>
          <p>
            <Button href={surveyResultsAddress(data.surveyId)}>查看结果</Button>
          </p>
        </Notice>
      ) : data.availability !== 'open' ? (
        <Notice data-tone="warning">
          <p>{data.availability === 'upcoming' ? `问卷尚未开始，${data.startTime ?? ''} 开始填写。` : '问卷已结束，不能再提交。'}</p>
        </Notice>
      ) : null}
      <SurveyForm survey={data} onRefresh={() => void survey.mutate()} />
    </ScreenPage>
  );
}

import type { GuidanceStep, LearningGuidance } from '@study-portal/api';
import { Card, EmptyState, ProgressBar, Tag, type TagTone } from '@study-portal/ui';
import styled from 'styled-components';
import { CourseCards } from './CourseCards';
import { Panel } from '../shared/recordLayout';
import { ServerLink } from './ServerLink';

const stepKinds: Record<GuidanceStep['kind'], { label: string; tone: TagTone }> = {
  class: { label: '专题班', tone: 'primary' },
  course: { label: '课程', tone: 'info' },
  live: { label: '直播', tone: 'warning' },
  subject: { label: '专题', tone: 'success' },
  exam: { label: '考试', tone: 'danger' },
};

const Steps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: var(--sp-space-3);
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;

  & [data-order] {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 2em;
    height: 2em;
    border-radius: var(--sp-radius-pill);
    background: var(--sp-color-primary);
    color: var(--sp-color-on-primary);
    font-weight: 700;
  }

  & h3 {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sp-space-2);
    align-items: center;
    margin: 0;
    font-size: var(--sp-font-size-title);
  }

  & h3 a {
    color: var(--sp-color-primary);
  }

  & h3 a:focus-visible {
    outline: none;
    border-radius: var(--sp-radius-control);
    box-shadow: var(--sp-focus-ring);
  }

  & p {
    margin: var(--sp-space-1) 0 0;
    color: var(--sp-color-text-muted);
  }
`;

const Step = styled(Card).attrs({ element: 'li' })`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: var(--sp-space-3);
  padding: var(--sp-space-3) var(--sp-space-4);
  overflow-wrap: anywhere;
`;

const Progress = styled(Panel)`
  display: flex;
  flex-direction: column;
  gap: var(--sp-space-3);

  & p {
    margin: 0;
  }

  & strong {
    color: var(--sp-color-primary);
    font-size: var(--sp-font-size-large);
  }
`;

const percent = (earned: number, required: number) => (required > 0 ? Math.min(100, Math.round((earned / required) * 100)) : 100);

/** The learner's path for the year: where they stand, the next steps in order, courses to take. */
export function GuidanceView({ guidance }: { guidance: LearningGuidance }) {
  const steps = guidance.steps ?? [];
  const courses = guidance.courses ?? [];
  return (
    <>
      <section aria-labelledby="guidance-progress-title">
        <h2 id="guidance-progress-title">{guidance.year}年度学习进度</h2>
        <Progress>
          <p>
            {guidance.learnerName}，您已获得 <strong>{guidance.earnedHours}</strong> 学时，年度要求 {guidance.requiredHours} 学时。
          </p>
          <ProgressBar value={percent(guidance.earnedHours, guidance.requiredHours)} label={`${guidance.year}年度学时完成进度`} showValue />
          {guidance.summary && <p>{guidance.summary}</p>}
        </Progress>
      </section>
      <section aria-labelledby="guidance-steps-title">
        <h2 id="guidance-steps-title">推荐学习路径</h2>
        {steps.length === 0 ? (
          <EmptyState description="暂无需要完成的学习步骤" height={160} />
        ) : (
          <Steps aria-label="按顺序完成以下学习">
            {steps.map((step) => (
              <Step key={`${step.order}-${step.title}`}>
                <span data-order="" aria-hidden="true">
                  {step.order}
                </span>
                <div>
                  <h3>
                    <Tag tone={stepKinds[step.kind].tone}>{stepKinds[step.kind].label}</Tag>
                    <ServerLink link={step.link}>{step.title}</ServerLink>
                    {step.done && <Tag tone="success">已完成</Tag>}
                  </h3>
                  {(step.reason || step.hours) && (
                    <p>
                      {step.reason}
                      {step.reason && step.hours ? '，' : ''}
                      {step.hours ? `约${step.hours}学时` : ''}
                    </p>
                  )}
                </div>
              </Step>
            ))}
          </Steps>
        )}
      </section>
      <section aria-labelledby="guidance-courses-title">
        <h2 id="guidance-courses-title">为您推荐的课程</h2>
        <CourseCards courses={courses} label="为您推荐的课程" emptyText="暂无推荐课程" />
      </section>
    </>
  );
}

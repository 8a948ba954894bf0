import { useEnrolProvincialClass, useEnrolClass, useTraineeRecord, useVerifyClassCode } from '@study-portal/api';
import { Button, Dialog, FormItem, Input, Loading } from '@study-portal/ui';
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import styled from 'styled-components';
import { serverMessageOf } from './classErrors';
import { enrolmentMessages, enrolmentSteps, verifyCodeProblem, type EnrolTarget } from './enrolment';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--sp-space-3);

  & p {
    margin: 0;
  }
`;

const Trainee = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: var(--sp-space-1) var(--sp-space-3);
  margin: 0;
  padding: var(--sp-space-3);
  border-radius: var(--sp-radius-control);
  background: var(--sp-color-page);

  & > div {
    display: contents;
  }

  & dt {
    color: var(--sp-color-text-muted);
  }

  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Problem = styled.p`
  color: var(--sp-color-danger);
`;

const Muted = styled.p`
  color: var(--sp-color-text-muted);
`;

// The dialog says why an enrolment was refused, beside the code typed: no toast repeats it.
const ownMessage = { ownMessage: true } as const;

function TraineeDetails({ trainee }: { trainee: ReturnType<typeof useTraineeRecord> }) {
  if (trainee.error) {
    return (
      <Muted>
        {enrolmentMessages.traineeFailed}{' '}
        <Button size="small" onClick={() => void trainee.mutate()}>
          重新加载
        </Button>
      </Muted>
    );
  }
  if (trainee.data === undefined) return <Loading label="正在加载学员信息" />;
  if (trainee.data === null) return <Problem role="alert">{enrolmentMessages.noTrainee}</Problem>;
  const record = trainee.data;
  const rows: Array<[string, string | null | undefined]> = [
    ['姓名', record.name],
    ['所在单位', record.orgName],
    ['职务', record.position],
    ['职级', record.rank],
    ['手机号码', record.telephone],
  ];
  return (
    <Trainee>
      {rows
        .filter(([, value]) => value)
        .map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </Trainee>
  );
}

export interface EnrolDialogProps {
  /** The class to join; the dialog is shown while there is one. */
  target: EnrolTarget | null;
  onClose: () => void;
  /** Called once the server has enrolled the learner. */
  onEnrolled: (target: EnrolTarget) => void;
  /** Takes the focus when the dialog closes (the confirmation, once enrolled). */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * Confirms an enrolment: the learner's trainee record, and the class's verify code when it asks
 * for one. A wrong code is the server's to judge; its message stays under the field with the
 * code as typed, so the learner corrects it rather than typing it again.
 */
export function EnrolDialog({ target, ...props }: EnrolDialogProps) {
  if (!target) return null;
  return <EnrolDialogWindow key={target.tbtpId} target={target} {...props} />;
}

function EnrolDialogWindow({ target, onClose, onEnrolled, returnFocusRef }: { target: EnrolTarget } & Omit<EnrolDialogProps, 'target'>) {
  const formId = useId();
  const codeRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const trainee = useTraineeRecord();
  // A learner without a trainee record cannot be enrolled (docs/product/session.md#missing-trainee-record); one that failed to load may still be.
  const noTrainee = trainee.data === null;
  const verify = useVerifyClassCode();
  const save = useEnrolClass();
  const oneClick = useEnrolProvincialClass();

  const refuseCode = (message: string) => {
    setCodeError(message);
    codeRef.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting || noTrainee) return;
    setFailure(undefined);
    const typed = code.trim();
    if (target.needVerifyCode) {
      const problem = verifyCodeProblem(code);
      if (problem) return refuseCode(problem);
    }
    setSubmitting(true);
    try {
      for (const step of enrolmentSteps(target)) {
        if (step === 'verify') {
          try {
            await verify({ tbtpId: target.tbtpId, code: typed }, ownMessage);
          } catch (error) {
            refuseCode(serverMessageOf(error, enrolmentMessages.verifyFailed));
            return;
          }
        } else if (step === 'oneClick') {
          await oneClick({ tbtpId: target.tbtpId }, ownMessage);
        } else {
          await save({ tbtpId: target.tbtpId, ...(target.needVerifyCode ? { code: typed } : {}) }, ownMessage);
        }
      }
      onEnrolled(target);
    } catch (error) {
      setFailure(serverMessageOf(error, enrolmentMessages.failed));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Dialog
      open
      title="报名专题班"
      onClose={onClose}
      returnFocusRef={returnFocusRef}
      footer={
        <>
          <Button onClick={onClose}>取消</Button>
          <Button variant="primary" type="submit" form={formId} loading={submitting} disabled={noTrainee}>
            确认报名
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <p>
          您将报名：<strong>{target.name}</strong>
        </p>
        <TraineeDetails trainee={trainee} />
        {target.needVerifyCode && (
          <FormItem label="报名验证码" required layout="vertical" help={enrolmentMessages.codeHelp} error={codeError}>
            <Input
              ref={codeRef}
              autoComplete="off"
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
                setCodeError(undefined);
              }}
            />
          </FormItem>
        )}
        {failure && <Problem role="alert">{failure}</Problem>}
      </Form>
    </Dialog>
  );
}

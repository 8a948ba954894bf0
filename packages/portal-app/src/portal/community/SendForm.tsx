import { Button } from '@study-portal/ui';
import { useId, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Panel } from '../shared/recordLayout';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--sp-space-3);

  & h3 {
    margin: 0;
    font-size: var(--sp-font-size-title);
  }
`;

const Failure = styled.p`
  margin: 0;
  padding: var(--sp-space-2) var(--sp-space-3);
  border-radius: var(--sp-radius-control);
  background: var(--sp-color-danger-surface);
  color: var(--sp-color-danger);
`;

const Sent = styled.p`
  margin: 0;
  color: var(--sp-color-success);

  &:empty {
    display: none;
  }
`;

export interface SendFormProps {
  /** What sending does, e.g. 发表回复: the form's name and its button's text. */
  action: string;
  /** Shows the name as the form's heading; without it the page's own heading says it and the name is only read out. */
  titled?: boolean;
  /** Why the last send failed; the fields keep what was typed. */
  failure: string | undefined;
  /** Said once the server has it, e.g. 回复成功; empty until then. */
  sentText: string;
  sending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** The fields. */
  children: ReactNode;
}

/** A form of the area that sends something the learner wrote: its fields, why a send failed, that it arrived, the button. */
export function SendForm({ action, titled = false, failure, sentText, sending, onSubmit, children }: SendFormProps) {
  const titleId = useId();
  const name = titled ? { 'aria-labelledby': titleId } : { 'aria-label': action };
  return (
    <Panel>
      <Form noValidate {...name} onSubmit={(event) => void onSubmit(event)}>
        {titled && <h3 id={titleId}>{action}</h3>}
        {children}
        {failure && <Failure role="alert">{failure}</Failure>}
        <Sent role="status">{sentText}</Sent>
        <div>
          <Button type="submit" variant="primary" loading={sending}>
            {action}
          </Button>
        </div>
      </Form>
    </Panel>
  );
}

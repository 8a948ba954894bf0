import { replyMaxLength, useReplyToPost } from '@study-portal/api';
import { Button, FormItem } from '@study-portal/ui';
import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Panel } from '../../community/Figures';
import { checkReply, sendFailureText } from '../../community/submission';
import { charactersLeft, TextArea } from '../../community/TextArea';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--sp-space-3);
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

/**
 * The learner's reply to a post. Checked before sending; if sending fails the typed text
 * stays, with the reason, so nothing written is lost.
 */
export function ReplyForm({ postId }: { postId: string }) {
  const reply = useReplyToPost();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = checkReply(text);
    setProblem(found);
    setFailure(undefined);
    setSent(false);
    if (found) {
      field.current?.focus();
      return;
    }
    setSending(true);
    try {
      await reply({ postId, content: text.trim() }, { ownMessage: true });
      setText('');
      setSent(true);
    } catch (error) {
      setFailure(sendFailureText(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <Panel>
      <Form noValidate onSubmit={(event) => void submit(event)} aria-label="发表回复">
        <FormItem label="回复内容" required layout="vertical" help={charactersLeft(text, replyMaxLength)} error={problem}>
          <TextArea
            ref={field}
            name="content"
            value={text}
            rows={5}
            placeholder="说说您的看法"
            onChange={(event) => {
              setText(event.target.value);
              setSent(false);
              if (problem) setProblem(checkReply(event.target.value));
            }}
          />
        </FormItem>
        {failure && <Failure role="alert">{failure}</Failure>}
        <Sent role="status">{sent ? '回复成功' : ''}</Sent>
        <div>
          <Button type="submit" variant="primary" loading={sending}>
            发表回复
          </Button>
        </div>
      </Form>
    </Panel>
  );
}

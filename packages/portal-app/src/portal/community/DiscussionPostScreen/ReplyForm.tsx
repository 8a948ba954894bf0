import { cleanText, replyMaxLength, useReplyToPost } from '@study-portal/api';
import { FormItem, TextArea } from '@study-portal/ui';
import { useRef, useState, type FormEvent } from 'react';
import { SendForm } from '../SendForm';
import { charactersLeft, checkReply, sendFailureText } from '../submission';

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
      await reply({ postId, content: cleanText(text) }, { ownMessage: true });
      setText('');
      setSent(true);
    } catch (error) {
      setFailure(sendFailureText(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <SendForm action="发表回复" failure={failure} sentText={sent ? '回复成功' : ''} sending={sending} onSubmit={submit}>
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
    </SendForm>
  );
}

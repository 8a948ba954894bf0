import { cleanText, suggestionLimits, useCreateSuggestion } from '@study-portal/api';
import { FormItem, Input, TextArea } from '@study-portal/ui';
import { useRef, useState, type FormEvent } from 'react';
import { SendForm } from '../SendForm';
import { charactersLeft, checkSuggestion, sendFailureText, type SuggestionProblems } from '../submission';

/**
 * A new suggestion: title and content, both required, checked before sending. A failed send
 * keeps everything typed and says why.
 */
export function SuggestionForm() {
  const create = useCreateSuggestion();
  const titleField = useRef<HTMLInputElement>(null);
  const contentField = useRef<HTMLTextAreaElement>(null);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [problems, setProblems] = useState<SuggestionProblems>({});
  const [failure, setFailure] = useState<string>();
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const checked = Object.keys(problems).length > 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = checkSuggestion({ title, content });
    setProblems(found);
    setFailure(undefined);
    setSent(false);
    if (found.title) return titleField.current?.focus();
    if (found.content) return contentField.current?.focus();
    setSending(true);
    try {
      await create({ title: cleanText(title), content: cleanText(content) }, { ownMessage: true });
      setTitle('');
      setContent('');
      setSent(true);
    } catch (error) {
      setFailure(sendFailureText(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <SendForm action="提交建议" titled failure={failure} sentText={sent ? '提交成功，我们会尽快答复您' : ''} sending={sending} onSubmit={submit}>
      <FormItem label="建议标题" required layout="vertical" help={charactersLeft(title, suggestionLimits.title)} error={problems.title}>
        <Input
          ref={titleField}
          name="title"
          value={title}
          placeholder="一句话概括您的建议"
          onChange={(event) => {
            setTitle(event.target.value);
            setSent(false);
            if (checked) setProblems(checkSuggestion({ title: event.target.value, content }));
          }}
        />
      </FormItem>
      <FormItem label="建议内容" required layout="vertical" help={charactersLeft(content, suggestionLimits.content)} error={problems.content}>
        <TextArea
          ref={contentField}
          name="content"
          rows={6}
          value={content}
          placeholder="请详细描述您遇到的问题或改进建议"
          onChange={(event) => {
            setContent(event.target.value);
            setSent(false);
            if (checked) setProblems(checkSuggestion({ title, content: event.target.value }));
          }}
        />
      </FormItem>
    </SendForm>
  );
}

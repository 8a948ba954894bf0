import { cleanText, courseCommentMaxLength, useSaveCourseComment } from '@study-portal/api';
import { Button, FormItem, TextArea } from '@study-portal/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { refusalText } from '../courseFailure';
import { commentError, commentLength } from './commentRules';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--sp-space-3);
`;

const Footer = styled.div`
  display: flex;
  align-items: center;
  gap: var(--sp-space-3);
`;

const Sent = styled.p`
  margin: 0;
  color: var(--sp-color-success);
`;

export interface CommentFormProps {
  courseId: string;
  /** Called after a comment is saved, e.g. to show the first page where it now stands. */
  onPosted: () => void;
}

/**
 * The discussion form. What the learner typed is kept whenever it is not saved (a refusal, a
 * network failure), and only cleared once the server has it.
 */
export function CommentForm({ courseId, onPosted }: CommentFormProps) {
  const save = useSaveCourseComment();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState('');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = commentError(text);
    setSent('');
    if (invalid) {
      setError(invalid);
      return;
    }
    setSending(true);
    try {
      await save({ courseId, text: cleanText(text) }, { ownMessage: true });
      setText('');
      setError(undefined);
      setSent('发表成功');
      onPosted();
    } catch (failure) {
      setError(refusalText(failure, '发表失败，请稍后再试'));
    } finally {
      setSending(false);
    }
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      <FormItem label="讨论内容" required layout="vertical" error={error} help={`${commentLength(cleanText(text))}/${courseCommentMaxLength}字`}>
        <TextArea
          name="text"
          value={text}
          placeholder="谈谈您的学习体会"
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(undefined);
          }}
        />
      </FormItem>
      <Footer>
        <Button type="submit" variant="primary" loading={sending}>
          发表
        </Button>
        <Sent role="status">{sent}</Sent>
      </Footer>
    </Form>
  );
}

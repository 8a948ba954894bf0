import { formatDate } from '@study-portal/ui';
import type { CourseComment } from '@study-portal/api';
import styled from 'styled-components';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    padding: var(--sp-space-3) 0;
    border-bottom: 1px solid var(--sp-color-border);
  }
`;

const Head = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: var(--sp-space-2) var(--sp-space-3);
  margin: 0 0 var(--sp-space-2);
  color: var(--sp-color-text-muted);
  overflow-wrap: anywhere;

  & strong {
    color: var(--sp-color-text);
  }
`;

// Learners' own words: kept as typed, line breaks included, and never read as HTML.
const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** The discussion's comments, newest first; every field is plain text. */
export function CommentList({ comments }: { comments: readonly CourseComment[] }) {
  return (
    <List role="list" aria-label="讨论列表">
      {comments.map((comment) => (
        <li key={comment.id}>
          <Head>
            <strong>{comment.author}</strong>
            {comment.orgName && <span>{comment.orgName}</span>}
            <time dateTime={comment.time.replace(' ', 'T')}>{formatDate(comment.time, 'YYYY-MM-DD HH:mm') || comment.time}</time>
          </Head>
          <Text>{comment.text}</Text>
        </li>
      ))}
    </List>
  );
}

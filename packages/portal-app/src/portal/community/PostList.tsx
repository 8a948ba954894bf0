import type { DiscussionPost } from '@study-portal/api';
import { Link } from 'react-router-dom';
import { Card } from '@study-portal/ui';
import styled from 'styled-components';
import { counted, Facts } from '../shared/recordLayout';
import { postAddress } from './addresses';

const List = styled(Card).attrs({ element: 'ul', padding: 'none' })`
  display: flex;
  flex-direction: column;
  margin: 0;
  list-style: none;

  & > li {
    display: flex;
    flex-direction: column;
    gap: var(--sp-space-2);
    padding: var(--sp-space-4) var(--sp-space-5);
    border-bottom: 1px solid var(--sp-color-border);
  }

  & > li:last-child {
    border-bottom: none;
  }

  & h3 {
    margin: 0;
    font-size: var(--sp-font-size-title);
  }

  & h3 a {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    overflow: hidden;
    color: var(--sp-color-text);
    overflow-wrap: anywhere;
  }

  & h3 a:hover {
    color: var(--sp-color-primary);
  }

  & h3 a:focus-visible {
    outline: none;
    border-radius: var(--sp-radius-control);
    box-shadow: var(--sp-focus-ring);
  }

  & p {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    margin: 0;
    overflow: hidden;
    color: var(--sp-color-text-muted);
    overflow-wrap: anywhere;
  }
`;

/** What a post without a title is called, so it can still be opened. */
export const untitledPost = '（无标题）';

/** Posts of a discussion, newest first as the server sends them: title, who, when, replies and views. */
export function PostList({ posts, label }: { posts: readonly DiscussionPost[]; label: string }) {
  return (
    <List aria-label={label}>
      {posts.map((post) => (
        <li key={post.id}>
          <h3>
            <Link to={postAddress(post.id)}>{post.title || untitledPost}</Link>
          </h3>
          <Facts>
            <li>{post.author || '匿名'}</li>
            {post.orgName && <li>{post.orgName}</li>}
            {post.createTime && <li>发表于 {post.createTime}</li>}
            <li>回复 {counted(post.replyCount)}</li>
            <li>浏览 {counted(post.views)}</li>
          </Facts>
          {post.summary && <p>{post.summary}</p>}
        </li>
      ))}
    </List>
  );
}

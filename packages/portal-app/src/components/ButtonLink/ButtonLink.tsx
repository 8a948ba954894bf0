import { Link } from 'react-router-dom';
import styled from 'styled-components';

/**
 * A link that looks like the kit's button, for actions that go to another page (开始学习,
 * 课程讨论, 进入直播间): it stays a link, so it opens in a new tab and reads as a link to a
 * screen reader. `data-variant="primary"` for the page's main action.
 */
export const ButtonLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--sp-space-2);
  min-width: var(--sp-touch-target);
  min-height: var(--sp-control-height);
  padding: 0 var(--sp-space-4);
  border: 1px solid var(--sp-color-border-control);
  border-radius: var(--sp-radius-control);
  background: var(--sp-color-surface);
  color: var(--sp-color-text);
  font-size: var(--sp-font-size-body);
  line-height: 1.2;
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    border-color: var(--sp-color-primary);
    color: var(--sp-color-primary);
  }

  &:focus-visible {
    outline: none;
    box-shadow: var(--sp-focus-ring);
  }

  &[data-variant='primary'] {
    border-color: var(--sp-color-primary);
    background: var(--sp-color-primary);
    color: var(--sp-color-on-primary);
  }

  &[data-variant='primary']:hover {
    border-color: var(--sp-color-primary-hover);
    background: var(--sp-color-primary-hover);
    color: var(--sp-color-on-primary);
  }
`;

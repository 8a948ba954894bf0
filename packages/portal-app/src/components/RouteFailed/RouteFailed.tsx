import styled from 'styled-components';
import { useRouteFailure } from '../RouteTable';

export const routeFailedMessages = {
  title: '页面出错了',
  /** The page's code could not be fetched: offline, or a new version replaced the files. */
  codeMissing: '页面未能加载，可能是网络中断或系统已更新，请刷新页面后重试。',
  other: '页面显示时出现问题，请刷新页面后重试；如果仍然出错，请返回首页。',
  reload: '刷新页面',
  home: '返回首页',
} as const;

// Plain elements, not the kit's button and empty state: this is part of the first download
// (the route table's error element), and it must draw when later chunks cannot be fetched.
const Notice = styled.div`
  box-sizing: border-box;
  min-height: 239px;
  padding: var(--sp-space-6) var(--sp-space-4);
  text-align: center;
  color: var(--sp-color-text);

  & h1 {
    margin: 0 0 var(--sp-space-3);
    font-size: var(--sp-font-size-large);
  }

  & p {
    margin: 0 0 var(--sp-space-5);
    color: var(--sp-color-text-muted);
  }

  & button {
    min-height: 36px;
    margin-right: var(--sp-space-4);
    padding: 0 var(--sp-space-5);
    border: 0;
    border-radius: var(--sp-radius-control);
    background: var(--sp-color-primary);
    color: var(--sp-color-on-primary);
    font: inherit;
    cursor: pointer;
  }

  & a {
    color: var(--sp-color-primary);
  }

  & button:focus-visible,
  & a:focus-visible {
    outline: none;
    box-shadow: var(--sp-focus-ring);
  }
`;

/** A dynamic import that failed: the browser's words differ, the module address is the common part. */
const isMissingCode = (error: unknown): boolean =>
  error instanceof Error && /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(error.message);

export interface RouteFailedProps {
  /** Reloads the page; replaced in stories and tests. */
  reload?: () => void;
  /** Where 返回首页 leads (the admin site has its own home). */
  homeHref?: string;
}

/**
 * What a page shows instead of crashing when its screen throws or its code cannot be fetched:
 * the frame around it stays, this says what happened and offers a reload and the way home.
 * Nothing of the error itself is shown: it may carry server text.
 */
export function RouteFailed({ reload = () => window.location.reload(), homeHref = '/index' }: RouteFailedProps) {
  const error = useRouteFailure();
  return (
    <Notice role="alert">
      <h1>{routeFailedMessages.title}</h1>
      <p>{isMissingCode(error) ? routeFailedMessages.codeMissing : routeFailedMessages.other}</p>
      <button type="button" onClick={reload}>
        {routeFailedMessages.reload}
      </button>
      <a href={homeHref}>{routeFailedMessages.home}</a>
    </Notice>
  );
}

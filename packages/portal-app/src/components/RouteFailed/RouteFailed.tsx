import { Button, EmptyState } from '@study-portal/ui';
import { useRouteError } from 'react-router-dom';
import styled from 'styled-components';

const Title = styled.h1`
  margin: var(--sp-space-6) 0 0;
  font-size: var(--sp-font-size-large);
  text-align: center;
`;

export const routeFailedMessages = {
  title: '页面出错了',
  /** The page's code could not be fetched: offline, or a new version replaced the files. */
  codeMissing: '页面未能加载，可能是网络中断或系统已更新，请刷新页面后重试。',
  other: '页面显示时出现问题，请刷新页面后重试；如果仍然出错，请返回首页。',
  reload: '刷新页面',
  home: '返回首页',
} as const;

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
  const error = useRouteError();
  return (
    <div role="alert">
      <Title>{routeFailedMessages.title}</Title>
      <EmptyState description={isMissingCode(error) ? routeFailedMessages.codeMissing : routeFailedMessages.other}>
        <Button variant="primary" onClick={reload}>
          {routeFailedMessages.reload}
        </Button>{' '}
        <a href={homeHref}>{routeFailedMessages.home}</a>
      </EmptyState>
    </div>
  );
}

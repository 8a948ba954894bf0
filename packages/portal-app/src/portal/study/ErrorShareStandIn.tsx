import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * For stories: renders `children`, or a stand-in for the sharing area's /errorShare page once a
 * share page has sent the visitor there (the story's router has no such route).
 */
export function ErrorShareStandIn({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return pathname === '/errorShare' ? <h1>分享的课程不存在（/errorShare）</h1> : <>{children}</>;
}

import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';

/** Where a story's link led, so its play can check the address the learner reached. */
function Landed() {
  const { pathname, search } = useLocation();
  return <p role="status">已打开 {`${pathname}${search}`}</p>;
}

/**
 * For stories inside ScreenHarness: the screen at its own path, and every other address shown
 * as text, so following a link in a story lands somewhere that can be checked.
 */
export function StoryRoutes({ path, children }: { path: string; children: ReactNode }) {
  return (
    <Routes>
      <Route path={path} element={children} />
      <Route path="*" element={<Landed />} />
    </Routes>
  );
}

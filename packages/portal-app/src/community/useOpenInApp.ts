import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * The kit's cards link with plain addresses; this keeps a plain click inside the app (no page
 * reload), while a click with a modifier still opens a new tab as the browser would.
 */
export function useOpenInApp() {
  const navigate = useNavigate();
  return useCallback(
    (to: string) => (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      navigate(to);
    },
    [navigate],
  );
}

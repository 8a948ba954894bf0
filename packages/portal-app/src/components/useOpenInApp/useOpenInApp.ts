import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

const isPlainClick = (event: MouseEvent) =>
  !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * For the UI kit's cards, whose names are plain links: a plain click routes inside the app, so
 * the page is not reloaded and the data already fetched is kept; a click that asks for a new
 * tab or window stays the browser's. Every area uses this one.
 */
export function useOpenInApp() {
  const navigate = useNavigate();
  return useCallback(
    (href: string) => (event: MouseEvent<HTMLElement>) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      void navigate(href);
    },
    [navigate],
  );
}

import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A card's link handler that moves inside the app on a plain click, so the page is not
 * reloaded, while a modified click (new tab, new window) stays the browser's.
 */
export function useInAppOpen() {
  const navigate = useNavigate();
  return useCallback(
    (href: string) => (event: MouseEvent<HTMLElement>) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      navigate(href);
    },
    [navigate],
  );
}

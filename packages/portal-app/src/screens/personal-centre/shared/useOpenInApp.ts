import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A card's `onOpen` that routes inside the app on a plain click, and leaves a modified click
 * (new tab, new window) to the browser.
 */
export function useOpenInApp() {
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

import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * `href` and `onOpen` for the kit's cards, whose names are plain links: a plain click routes
 * inside the app without reloading it; a click asking for a new tab stays the browser's.
 */
export function useInAppLink() {
  const navigate = useNavigate();
  return (to: string) => ({
    href: to,
    onOpen: (event: MouseEvent<HTMLElement>) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      navigate(to);
    },
  });
}

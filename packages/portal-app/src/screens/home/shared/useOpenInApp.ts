import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * For the UI kit's cards, whose names are plain links: a plain click routes inside the app, so
 * the page is not reloaded and the data already fetched is kept; a click that asks for a new
 * tab or window stays the browser's.
 */
export function useOpenInApp() {
  const navigate = useNavigate();
  return (href: string) => (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || !isPlainClick(event)) return;
    event.preventDefault();
    void navigate(href);
  };
}

/** A detail route's address: the portal passes ids as query parameters (`/coursedetail?id=c1`). */
export const detailAddress = (path: string, id: string): string => `${path}?id=${encodeURIComponent(id)}`;

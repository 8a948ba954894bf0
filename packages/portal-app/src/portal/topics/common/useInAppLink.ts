import { useOpenInApp } from '../../../components/useOpenInApp';

/**
 * `href` and `onOpen` for the kit's cards, whose names are plain links: a plain click routes
 * inside the app without reloading it; a click asking for a new tab stays the browser's.
 */
export function useInAppLink() {
  const open = useOpenInApp();
  return (to: string) => ({ href: to, onOpen: open(to) });
}

import { createContext } from 'react';

/**
 * The element a ThemeProvider keeps for overlays: `undefined` outside any ThemeProvider (the
 * overlays then go to the body), `null` until the provider's element is in the document.
 * Apart from the theme's own context, so that the element's arrival re-renders only the
 * overlays, not every component that reads the theme.
 */
export const PortalRootContext = createContext<HTMLElement | null | undefined>(undefined);

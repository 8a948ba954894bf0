import { createContext, useContext } from 'react';

/**
 * True below the portal frame, whose `<main>` holds the page: a screen that can also be shown
 * without the frame (the not-found notice) then draws no landmark of its own.
 */
export const InsidePortalFrame = createContext(false);

export const useInsidePortalFrame = () => useContext(InsidePortalFrame);

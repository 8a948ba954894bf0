import { createContext, useContext } from 'react';
import type { Device } from '../useBreakpoint';

/** What the portal frame tells the header it holds. */
export interface PortalFrameContextValue {
  device: Device;
  /** The phone's menu drawer, for the header's menu button; null where the menu is a bar or hidden. */
  menu: { open: boolean; openMenu: () => void } | null;
  /**
   * Whether the header keeps its top row's end clear: on a phone the toolbar's one button is
   * fixed there (FloatingToolbar), so nothing of the header may lie under it.
   */
  reservesToolbar: boolean;
}

export const PortalFrameContext = createContext<PortalFrameContextValue | null>(null);

/** The frame around a header, or null for a header shown on its own. */
export const usePortalFrame = () => useContext(PortalFrameContext);

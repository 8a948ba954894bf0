import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { UiMessages, UiMessageSection } from './zhCN';

/** Replacements for some of the kit's strings, section by section. */
export type UiMessagesOverride = { [Section in UiMessageSection]?: Partial<UiMessages[Section]> };

// The context carries only replacements; each component brings its own zh-CN defaults.
const OverridesContext = createContext<UiMessagesOverride>({});

/** A section's strings: its zh-CN defaults with whatever a provider above replaced. */
export function useSectionMessages<S extends UiMessageSection>(section: S, defaults: UiMessages[S]): UiMessages[S] {
  const replacements = useContext(OverridesContext)[section];
  return useMemo(() => (replacements ? { ...defaults, ...replacements } : defaults), [defaults, replacements]);
}

export interface UiMessagesProviderProps {
  /** Replacements for the kit's wording, by section; what is left out keeps the kit's. */
  messages: UiMessagesOverride;
  /** The part of the app that uses the replaced wording. */
  children?: ReactNode;
}

/** Replaces some of the kit's strings for everything below it; nested providers add to outer ones. */
export function UiMessagesProvider({ messages, children }: UiMessagesProviderProps) {
  const outer = useContext(OverridesContext);
  const merged = useMemo(() => {
    const result: Record<string, object> = { ...outer };
    for (const [section, values] of Object.entries(messages)) {
      result[section] = { ...(outer[section as UiMessageSection] ?? {}), ...values };
    }
    return result as UiMessagesOverride;
  }, [outer, messages]);
  return <OverridesContext.Provider value={merged}>{children}</OverridesContext.Provider>;
}

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { zhCN, type UiMessages } from './zhCN';

/** Replacements for some of the kit's strings, section by section. */
export type UiMessagesOverride = { [Section in keyof UiMessages]?: Partial<UiMessages[Section]> };

const UiMessagesContext = createContext<UiMessages>(zhCN);

/** The kit's interface strings: zh-CN, with whatever a provider above replaced. */
export const useUiMessages = (): UiMessages => useContext(UiMessagesContext);

export interface UiMessagesProviderProps {
  messages: UiMessagesOverride;
  children?: ReactNode;
}

/** Replaces some of the kit's strings for everything below it. */
export function UiMessagesProvider({ messages, children }: UiMessagesProviderProps) {
  const parent = useUiMessages();
  const merged = useMemo(() => {
    const result = { ...parent } as Record<string, unknown>;
    for (const [section, values] of Object.entries(messages)) {
      result[section] = { ...(parent[section as keyof UiMessages] as object), ...values };
    }
    return result as UiMessages;
  }, [parent, messages]);
  return <UiMessagesContext.Provider value={merged}>{children}</UiMessagesContext.Provider>;
}

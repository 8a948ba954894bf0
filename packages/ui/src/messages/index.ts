export { UiMessagesProvider, useSectionMessages, type UiMessagesOverride, type UiMessagesProviderProps } from './UiMessagesProvider';
export * from './sectionHooks';
export { zhCN, type UiMessageSection, type UiMessages } from './zhCN';

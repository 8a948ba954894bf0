export { UiMessagesProvider, useUiMessages, type UiMessagesOverride, type UiMessagesProviderProps } from './UiMessagesProvider';
export { zhCN, type UiMessages } from './zhCN';

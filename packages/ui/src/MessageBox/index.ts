export { MessageBox, type MessageBoxKind, type MessageBoxLabels, type MessageBoxProps, type MessageBoxTone } from './MessageBox';
export {
  MessageBoxProvider,
  useMessageBox,
  type MessageBoxApi,
  type MessageBoxOptions,
  type MessageBoxProviderProps,
} from './MessageBoxProvider';

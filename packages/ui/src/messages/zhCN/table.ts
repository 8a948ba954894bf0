import { useSectionMessages } from '../UiMessagesProvider';

export const tableMessages = {
  loading: '加载中',
};

/** The table strings with whatever a UiMessagesProvider above replaced. */
export const useTableMessages = () => useSectionMessages('table', tableMessages);

import { useSectionMessages } from '../UiMessagesProvider';

export const selectMessages = {
  placeholder: '请选择...',
  selectAll: '全选选项',
  noOptions: '暂无选项',
  selected: (count: number) => `已选 ${count} 项`,
};

/** The select strings with whatever a UiMessagesProvider above replaced. */
export const useSelectMessages = () => useSectionMessages('select', selectMessages);

import { useSectionMessages } from '../UiMessagesProvider';

export const richTextMessages = {
  newWindow: '在新窗口打开',
};

/** The richText strings with whatever a UiMessagesProvider above replaced. */
export const useRichTextMessages = () => useSectionMessages('richText', richTextMessages);

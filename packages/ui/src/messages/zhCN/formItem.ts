import { useSectionMessages } from '../UiMessagesProvider';

export const formItemMessages = {
  required: '必填',
};

/** The formItem strings with whatever a UiMessagesProvider above replaced. */
export const useFormItemMessages = () => useSectionMessages('formItem', formItemMessages);

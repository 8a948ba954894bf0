import { useSectionMessages } from '../UiMessagesProvider';

export const breadcrumbMessages = {
  label: '当前位置',
};

/** The breadcrumb strings with whatever a UiMessagesProvider above replaced. */
export const useBreadcrumbMessages = () => useSectionMessages('breadcrumb', breadcrumbMessages);

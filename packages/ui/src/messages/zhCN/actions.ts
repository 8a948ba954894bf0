import { useSectionMessages } from '../UiMessagesProvider';

export const actionsMessages = {
  cancel: '取消',
  delete: '删除',
  detail: '详情',
  edit: '编辑',
  create: '新建',
  save: '保存',
  query: '查询',
  confirm: '确定',
  close: '关闭',
  loading: '加载中',
};

/** The actions strings with whatever a UiMessagesProvider above replaced. */
export const useActionsMessages = () => useSectionMessages('actions', actionsMessages);

import { useSectionMessages } from '../UiMessagesProvider';

export const floatingToolbarMessages = {
  label: '快捷工具',
  learnerLogin: '学员登录',
  loggedIn: '已登录',
  adminLogin: '管理员登录',
  manual: '学员手册',
  helpCentre: '帮助中心',
  questionnaires: '调查问卷',
  mobileApp: '移动端',
  mobileAppHint: '扫码下载移动端',
  welcome: (name: string) => `欢迎您，${name}`,
  yearHours: (year: number) => `${year}年度学时`,
  hoursUnit: '学时',
  studyCentre: '学习中心',
  messages: '我的消息',
  externalAcademy: '中国干部网络学院',
  logout: '退出登录',
  openPanel: '展开个人信息',
  closePanel: '收起个人信息',
  elderMode: '长者模式',
  toolsShort: '工具',
  personal: '个人信息',
  backToTop: '回到顶部',
};

/** The floatingToolbar strings with whatever a UiMessagesProvider above replaced. */
export const useFloatingToolbarMessages = () => useSectionMessages('floatingToolbar', floatingToolbarMessages);

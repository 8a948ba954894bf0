/**
 * Every interface string of the UI kit, in zh-CN, one file per component family in this
 * folder. Components import only their own section (see ../sectionHooks.ts), so a consumer of
 * one component does not download the strings of all the others; this object gathers them
 * for documentation and for typing replacements.
 */
import { actionsMessages } from './actions';
import { emptyStateMessages } from './emptyState';
import { headerMessages } from './header';
import { topMenuMessages } from './topMenu';
import { dialogMessages } from './dialog';
import { messageBoxMessages } from './messageBox';
import { toastMessages } from './toast';
import { selectMessages } from './select';
import { inputMessages } from './input';
import { formItemMessages } from './formItem';
import { countdownButtonMessages } from './countdownButton';
import { captchaMessages } from './captcha';
import { breadcrumbMessages } from './breadcrumb';
import { paginationMessages } from './pagination';
import { sidebarMessages } from './sidebar';
import { navbarMessages } from './navbar';
import { floatingToolbarMessages } from './floatingToolbar';
import { backToTopMessages } from './backToTop';
import { cardMessages } from './card';
import { imageMessages } from './image';
import { ratingMessages } from './rating';
import { progressMessages } from './progress';
import { badgeMessages } from './badge';
import { qrCodeMessages } from './qrCode';
import { richTextMessages } from './richText';
import { videoMessages } from './video';
import { countdownMessages } from './countdown';
import { tableMessages } from './table';
import { skeletonMessages } from './skeleton';
import { portalLayoutMessages } from './portalLayout';
import { elderModeMessages } from './elderMode';
import { ukeyPinMessages } from './ukeyPin';

export const zhCN = {
  actions: actionsMessages,
  emptyState: emptyStateMessages,
  header: headerMessages,
  topMenu: topMenuMessages,
  dialog: dialogMessages,
  messageBox: messageBoxMessages,
  toast: toastMessages,
  select: selectMessages,
  input: inputMessages,
  formItem: formItemMessages,
  countdownButton: countdownButtonMessages,
  captcha: captchaMessages,
  breadcrumb: breadcrumbMessages,
  pagination: paginationMessages,
  sidebar: sidebarMessages,
  navbar: navbarMessages,
  floatingToolbar: floatingToolbarMessages,
  backToTop: backToTopMessages,
  card: cardMessages,
  image: imageMessages,
  rating: ratingMessages,
  progress: progressMessages,
  badge: badgeMessages,
  qrCode: qrCodeMessages,
  richText: richTextMessages,
  video: videoMessages,
  countdown: countdownMessages,
  table: tableMessages,
  skeleton: skeletonMessages,
  portalLayout: portalLayoutMessages,
  elderMode: elderModeMessages,
  ukeyPin: ukeyPinMessages,
};

export type UiMessages = typeof zhCN;
export type UiMessageSection = keyof UiMessages;

// One hook per section of strings. Each imports only its own section, so bundlers keep
// just the strings of the components a consumer uses.
import { useSectionMessages } from './UiMessagesProvider';
import { actionsMessages } from './zhCN/actions';
import { emptyStateMessages } from './zhCN/emptyState';
import { headerMessages } from './zhCN/header';
import { topMenuMessages } from './zhCN/topMenu';
import { dialogMessages } from './zhCN/dialog';
import { messageBoxMessages } from './zhCN/messageBox';
import { toastMessages } from './zhCN/toast';
import { selectMessages } from './zhCN/select';
import { inputMessages } from './zhCN/input';
import { formItemMessages } from './zhCN/formItem';
import { countdownButtonMessages } from './zhCN/countdownButton';
import { captchaMessages } from './zhCN/captcha';
import { breadcrumbMessages } from './zhCN/breadcrumb';
import { paginationMessages } from './zhCN/pagination';
import { sidebarMessages } from './zhCN/sidebar';
import { navbarMessages } from './zhCN/navbar';
import { floatingToolbarMessages } from './zhCN/floatingToolbar';
import { backToTopMessages } from './zhCN/backToTop';
import { cardMessages } from './zhCN/card';
import { imageMessages } from './zhCN/image';
import { ratingMessages } from './zhCN/rating';
import { progressMessages } from './zhCN/progress';
import { badgeMessages } from './zhCN/badge';
import { qrCodeMessages } from './zhCN/qrCode';
import { richTextMessages } from './zhCN/richText';
import { videoMessages } from './zhCN/video';
import { countdownMessages } from './zhCN/countdown';
import { tableMessages } from './zhCN/table';
import { skeletonMessages } from './zhCN/skeleton';
import { portalLayoutMessages } from './zhCN/portalLayout';
import { elderModeMessages } from './zhCN/elderMode';
import { ukeyPinMessages } from './zhCN/ukeyPin';

export const useActionsMessages = () => useSectionMessages('actions', actionsMessages);

export const useEmptyStateMessages = () => useSectionMessages('emptyState', emptyStateMessages);

export const useHeaderMessages = () => useSectionMessages('header', headerMessages);

export const useTopMenuMessages = () => useSectionMessages('topMenu', topMenuMessages);

export const useDialogMessages = () => useSectionMessages('dialog', dialogMessages);

export const useMessageBoxMessages = () => useSectionMessages('messageBox', messageBoxMessages);

export const useToastMessages = () => useSectionMessages('toast', toastMessages);

export const useSelectMessages = () => useSectionMessages('select', selectMessages);

export const useInputMessages = () => useSectionMessages('input', inputMessages);

export const useFormItemMessages = () => useSectionMessages('formItem', formItemMessages);

export const useCountdownButtonMessages = () => useSectionMessages('countdownButton', countdownButtonMessages);

export const useCaptchaMessages = () => useSectionMessages('captcha', captchaMessages);

export const useBreadcrumbMessages = () => useSectionMessages('breadcrumb', breadcrumbMessages);

export const usePaginationMessages = () => useSectionMessages('pagination', paginationMessages);

export const useSidebarMessages = () => useSectionMessages('sidebar', sidebarMessages);

export const useNavbarMessages = () => useSectionMessages('navbar', navbarMessages);

export const useFloatingToolbarMessages = () => useSectionMessages('floatingToolbar', floatingToolbarMessages);

export const useBackToTopMessages = () => useSectionMessages('backToTop', backToTopMessages);

export const useCardMessages = () => useSectionMessages('card', cardMessages);

export const useImageMessages = () => useSectionMessages('image', imageMessages);

export const useRatingMessages = () => useSectionMessages('rating', ratingMessages);

export const useProgressMessages = () => useSectionMessages('progress', progressMessages);

export const useBadgeMessages = () => useSectionMessages('badge', badgeMessages);

export const useQrCodeMessages = () => useSectionMessages('qrCode', qrCodeMessages);

export const useRichTextMessages = () => useSectionMessages('richText', richTextMessages);

export const useVideoMessages = () => useSectionMessages('video', videoMessages);

export const useCountdownMessages = () => useSectionMessages('countdown', countdownMessages);

export const useTableMessages = () => useSectionMessages('table', tableMessages);

export const useSkeletonMessages = () => useSectionMessages('skeleton', skeletonMessages);

export const usePortalLayoutMessages = () => useSectionMessages('portalLayout', portalLayoutMessages);

export const useElderModeMessages = () => useSectionMessages('elderMode', elderModeMessages);

export const useUkeyPinMessages = () => useSectionMessages('ukeyPin', ukeyPinMessages);

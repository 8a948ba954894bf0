/** The study centre's tabs, by key. */
export type StudyCentreTabKey =
  | 'overview'
  | 'classes'
  | 'courses'
  | 'topics'
  | 'certificates'
  | 'collections'
  | 'exams'
  | 'password'
  | 'statistics'
  | 'settings'
  | 'dispatch'
  | 'letters';

export interface StudyCentreTab {
  key: StudyCentreTabKey;
  /** The `acativeId` query value that opens the tab (the spelling is the product's). */
  id: string;
  label: string;
}

/**
 * The tabs in the order shown, with the `acativeId` of each. docs/product/session.md#password-reminder fixes 8 as the password
 * tab, and a menu click stores 1 (docs/product/study-centre.md#opening-a-tab), which opens the first tab; the other numbers are
 * ours. Links and letters use them (e.g. /personalCenter?acativeId=5 for the certificates), so
 * they must stay stable: add new tabs with new numbers.
 */
export const studyCentreTabs: readonly StudyCentreTab[] = [
  { key: 'overview', id: '1', label: '学习概况' },
  { key: 'classes', id: '2', label: '我的专题班' },
  { key: 'courses', id: '3', label: '我的课程' },
  { key: 'topics', id: '4', label: '我的专题' },
  { key: 'exams', id: '7', label: '我的考试' },
  { key: 'certificates', id: '5', label: '我的证书' },
  { key: 'collections', id: '6', label: '我的收藏' },
  { key: 'statistics', id: '9', label: '学习统计' },
  { key: 'letters', id: '12', label: '我的消息' },
  { key: 'dispatch', id: '11', label: '调训申请' },
  { key: 'settings', id: '10', label: '个人设置' },
  { key: 'password', id: '8', label: '修改密码' },
];

/** The `acativeId` of the password tab (docs/product/session.md#password-reminder), which the post-login reminder opens. */
export const passwordTabId = '8';

/** Tabs the server's study-centre settings may switch off (personalConfig). */
export interface StudyCentreSwitches {
  certificateEnabled: boolean;
  dispatchEnabled: boolean;
}

/**
 * The tabs the learner can use: all, less those the configuration switches off. Until the
 * configuration arrives every tab counts, so a link to a tab opens it without first showing
 * another.
 */
export function availableTabs(switches: StudyCentreSwitches | undefined): readonly StudyCentreTab[] {
  if (!switches) return studyCentreTabs;
  return studyCentreTabs.filter((tab) => (tab.key !== 'certificates' || switches.certificateEnabled) && (tab.key !== 'dispatch' || switches.dispatchEnabled));
}

/** The tab an `acativeId` opens: the first tab when it is absent, unknown or switched off. */
export function tabOf(acativeId: string | null | undefined, tabs: readonly StudyCentreTab[] = studyCentreTabs): StudyCentreTab {
  return tabs.find((tab) => tab.id === (acativeId ?? '').trim()) ?? tabs[0] ?? studyCentreTabs[0]!;
}

/** The tabs of a class page; the chosen one is kept in the address (`?tab=`). */
export const detailTabs = [
  { value: 'intro', label: '班级简介' },
  { value: 'courses', label: '班级课程' },
  { value: 'notices', label: '班级公告' },
  { value: 'members', label: '班级成员' },
  { value: 'dynamics', label: '班级动态' },
  { value: 'assignments', label: '个人作业', membersOnly: true },
] as const;

export type DetailTab = (typeof detailTabs)[number]['value'];

/** The tabs a learner sees: personal assignments only once enrolled. */
export const visibleTabs = (enrolled: boolean) => detailTabs.filter((tab) => enrolled || !('membersOnly' in tab));

/** The tab the address asks for, when the learner can see it; else the introduction. */
export function chosenTab(wanted: string | null, enrolled: boolean): DetailTab {
  return visibleTabs(enrolled).find((tab) => tab.value === wanted)?.value ?? 'intro';
}

import { activeSysParamCodes, type SysParam } from '@study-portal/api';

/** The home page's sections, in the order the page shows them. */
export type HomeSectionId =
  | 'banners'
  | 'notices'
  | 'courses'
  | 'topics'
  | 'classes'
  | 'lives'
  | 'columns'
  | 'ranking'
  | 'famousTeachers'
  | 'books'
  | 'educationBases';

/**
 * Which system parameter switches each section (docs/product/platform.md#features: the sub-site switches features on or
 * off by code). [A] The codes are the demo sub-site's; a tenant whose codes differ changes
 * them here and nowhere else.
 */
export const homeSectionSwitches: ReadonlyArray<{ section: HomeSectionId; code: string }> = [
  { section: 'banners', code: 'BANNER_SHOW' },
  { section: 'notices', code: 'NOTICE_SHOW' },
  { section: 'courses', code: 'COURSE_RECOMMEND_SHOW' },
  { section: 'topics', code: 'SUBJECT_SHOW' },
  { section: 'classes', code: 'TBTP_SHOW' },
  { section: 'lives', code: 'LIVE_SHOW' },
  { section: 'columns', code: 'SPECIAL_COLUMN_SHOW' },
  { section: 'ranking', code: 'RANKING_SHOW' },
  { section: 'famousTeachers', code: 'FAMOUS_TEACHER_SHOW' },
  { section: 'books', code: 'BOOK_SHOW' },
  { section: 'educationBases', code: 'EDUCATION_BASE_SHOW' },
];

/**
 * The sections the sub-site has switched on, in page order. A parameter is on only when its
 * value is neither `N` nor empty (docs/product/platform.md#features), so a code the sub-site does not send at all keeps
 * its section hidden.
 */
export function visibleHomeSections(params: readonly SysParam[]): HomeSectionId[] {
  const on = new Set(activeSysParamCodes(params));
  return homeSectionSwitches.filter(({ code }) => on.has(code)).map(({ section }) => section);
}

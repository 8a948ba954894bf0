import { activeSysParamCodes, type SysParam } from '@study-portal/api';
import { bannerTexts } from './bannerTexts';
import type { SectionLoader } from './DeferredSectionBody';
import { topNoticesHeight } from './firstScreenLayout';
import type { SectionShape } from './sectionShapes';

/** How many cards a home section shows: one row of the widest grid. */
export const homeCardCount = 4;

interface SectionBasics {
  /** The section's id in code. */
  id: string;
  /**
   * The system parameter that switches it on (docs/product/platform.md#features: the sub-site
   * switches features on or off by code). [A] The codes are the demo sub-site's; a tenant whose
   * codes differ changes them here and nowhere else.
   */
  code: string;
  /** Its h2, and what its failure message calls it. */
  title: string;
  /** The list screen 更多 leads to; sections without one show everything in place. */
  more?: string;
}

/** A section of the first screen: its code comes with the page, in the first screen's chunk. */
export interface FirstScreenSection extends SectionBasics {
  /** Room for the failure message: the height the loaded section takes. */
  failedHeight: number;
  load?: never;
  shape?: never;
}

/** A section below the first screen: its code is its own chunk, fetched when the learner scrolls near it. */
export interface DeferredSection extends SectionBasics {
  load: SectionLoader;
  /** What it looks like until its code and data arrive (docs/adr/0014-home-sections-hold-their-shape.md). */
  shape: SectionShape;
  failedHeight?: never;
}

export const bannerSection = {
  id: 'banners',
  code: 'BANNER_SHOW',
  title: bannerTexts.carousel,
  failedHeight: 240,
} as const satisfies FirstScreenSection;

export const noticeSection = {
  id: 'notices',
  code: 'NOTICE_SHOW',
  title: '通知公告',
  more: '/information',
  failedHeight: topNoticesHeight,
} as const satisfies FirstScreenSection;

/**
 * Every section of the home page, in the order the page shows them: one entry holds all there
 * is to know about a section. The first screen's come first. Each shape is measured on the
 * loaded section with the demo data at 1280, 1024, 800 and 412 px wide, so a section's real
 * text may take a line more or less.
 */
export const homeSections = [
  bannerSection,
  noticeSection,
  {
    id: 'courses',
    code: 'COURSE_RECOMMEND_SHOW',
    title: '课程推荐',
    more: '/commendIndex',
    load: () => import('./sections/CourseRecommendations').then((module) => ({ default: module.CourseRecommendations })),
    shape: { kind: 'cards', count: 3, cover: '16 / 9', card: [171, 226], narrowCard: [198, 246], above: [40, 52] },
  },
  {
    id: 'topics',
    code: 'SUBJECT_SHOW',
    title: '专题推荐',
    more: '/subjectList',
    load: () => import('./sections/HomeTopics').then((module) => ({ default: module.HomeTopics })),
    shape: { kind: 'cards', count: homeCardCount, cover: '16 / 9', card: [167, 206], narrowCard: [184, 222] },
  },
  {
    id: 'classes',
    code: 'TBTP_SHOW',
    title: '网上专题班',
    more: '/projectIndex',
    load: () => import('./sections/OpenClasses').then((module) => ({ default: module.OpenClasses })),
    shape: { kind: 'cards', count: homeCardCount, cover: '16 / 9', card: [161, 203], narrowCard: [195, 236] },
  },
  {
    id: 'lives',
    code: 'LIVE_SHOW',
    title: '直播课堂',
    more: '/liveIndex',
    load: () => import('./sections/LiveStreams').then((module) => ({ default: module.LiveStreams })),
    shape: { kind: 'cards', count: homeCardCount, cover: '16 / 9', card: [162, 223], narrowCard: [200, 238] },
  },
  {
    id: 'columns',
    code: 'SPECIAL_COLUMN_SHOW',
    title: '栏目推荐',
    more: '/specialReList',
    load: () => import('./sections/ColumnPicks').then((module) => ({ default: module.ColumnPicks })),
    shape: { kind: 'cards', count: homeCardCount, cover: '16 / 9', card: [139, 175], narrowCard: [156, 191] },
  },
  {
    id: 'ranking',
    code: 'RANKING_SHOW',
    title: '学习排行',
    load: () => import('./sections/RankingAndStatistics').then((module) => ({ default: module.RankingAndStatistics })),
    shape: { kind: 'panels', panels: [[299, 373], [394, 404], [394, 404]] },
  },
  {
    id: 'famousTeachers',
    code: 'FAMOUS_TEACHER_SHOW',
    title: '名师讲堂',
    more: '/masterLectureHall/list',
    load: () => import('./sections/FamousTeachers').then((module) => ({ default: module.FamousTeachers })),
    shape: { kind: 'cards', count: homeCardCount, card: [175, 242], narrowCard: [209, 261] },
  },
  {
    id: 'books',
    code: 'BOOK_SHOW',
    title: '数字图书',
    load: () => import('./sections/BookShelf').then((module) => ({ default: module.BookShelf })),
    shape: { kind: 'cards', count: homeCardCount * 2, card: [162, 233], narrowCard: [230, 271] },
  },
  {
    id: 'educationBases',
    code: 'EDUCATION_BASE_SHOW',
    title: '党性教育基地',
    load: () => import('./sections/EducationBases').then((module) => ({ default: module.EducationBases })),
    shape: { kind: 'cards', count: homeCardCount, cover: '16 / 9', card: [221, 308], narrowCard: [246, 297], below: [52, 64] },
  },
] as const satisfies readonly (FirstScreenSection | DeferredSection)[];

export type HomeSectionId = (typeof homeSections)[number]['id'];

/**
 * The sections the sub-site has switched on, in page order. A parameter is on only when its
 * value is neither `N` nor empty (docs/product/platform.md#features), so a code the sub-site does not send at all keeps
 * its section hidden.
 */
export function visibleHomeSections(params: readonly SysParam[]): HomeSectionId[] {
  const on = new Set(activeSysParamCodes(params));
  return homeSections.filter(({ code }) => on.has(code)).map(({ id }) => id);
}

type Deferred = Extract<(typeof homeSections)[number], DeferredSection>;

/**
 * Each deferred section's shape, by id, from its entry above: the section's own
 * code draws the same placeholder while its data arrives.
 */
export const sectionShapes = Object.fromEntries(homeSections.flatMap((section) => ('load' in section ? [[section.id, section.shape]] : []))) as {
  [Section in Deferred as Section['id']]: Section['shape'];
};

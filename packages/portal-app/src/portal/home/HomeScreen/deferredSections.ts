import type { SectionLoader } from './DeferredSectionBody';
import type { HomeSectionId } from './homeSections';

/** A home section below the first screen: its heading, its list screen and its code. */
export interface DeferredSection {
  title: string;
  /** The list screen 更多 leads to; sections without one show everything in place. */
  more?: string;
  load: SectionLoader;
}

/**
 * Each section's code is its own chunk, fetched when the learner scrolls near it; the banner
 * and the notices, on the first screen, are part of the home page's own chunk.
 */
export const deferredSections: Record<Exclude<HomeSectionId, 'banners' | 'notices'>, DeferredSection> = {
  courses: {
    title: '课程推荐',
    more: '/commendIndex',
    load: () => import('./sections/CourseRecommendations').then((module) => ({ default: module.CourseRecommendations })),
  },
  topics: {
    title: '专题推荐',
    more: '/subjectList',
    load: () => import('./sections/HomeTopics').then((module) => ({ default: module.HomeTopics })),
  },
  classes: {
    title: '网上专题班',
    more: '/projectIndex',
    load: () => import('./sections/OpenClasses').then((module) => ({ default: module.OpenClasses })),
  },
  lives: {
    title: '直播课堂',
    more: '/liveIndex',
    load: () => import('./sections/LiveStreams').then((module) => ({ default: module.LiveStreams })),
  },
  columns: {
    title: '栏目推荐',
    more: '/specialReList',
    load: () => import('./sections/ColumnPicks').then((module) => ({ default: module.ColumnPicks })),
  },
  ranking: {
    title: '学习排行',
    load: () => import('./sections/RankingAndStatistics').then((module) => ({ default: module.RankingAndStatistics })),
  },
  famousTeachers: {
    title: '名师讲堂',
    more: '/masterLectureHall/list',
    load: () => import('./sections/FamousTeachers').then((module) => ({ default: module.FamousTeachers })),
  },
  books: {
    title: '数字图书',
    load: () => import('./sections/BookShelf').then((module) => ({ default: module.BookShelf })),
  },
  educationBases: {
    title: '党性教育基地',
    load: () => import('./sections/EducationBases').then((module) => ({ default: module.EducationBases })),
  },
};

export const isDeferredSection = (section: HomeSectionId): section is keyof typeof deferredSections => section in deferredSections;

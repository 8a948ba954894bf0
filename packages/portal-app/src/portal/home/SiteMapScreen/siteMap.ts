import type { TopMenuEntry } from '@study-portal/ui';
import type { RouteObject } from 'react-router-dom';
import { classPagePaths } from '../../classes/addresses';
import { communityPagePaths } from '../../community/addresses';
import { coursePagePaths } from '../../courses/addresses';
import { examPagePaths, surveyPagePaths } from '../../exams/addresses';
import { livePagePaths } from '../../live/addresses';
import { studyCentrePagePaths } from '../../studyCentre/addresses';
import { topicPagePaths } from '../../topics/addresses';
import { activeMenuEntryId, menuEntries } from '../../../tenants/menus';
import type { PortalRouteHandle } from '../../shared/routeTable/routeHandle';
import { mobileAppPagePath, noticePagePaths } from '../addresses';

/** A group of the site map: its heading and the pages it lists, in order. */
export interface SiteMapGroup {
  title: string;
  paths: readonly string[];
}

/**
 * The pages a learner can open without a record in hand, by the area they belong to
 * (docs/product/routes.md#site-map). Their names are the titles their routes give them.
 */
export const siteMapGroups: readonly SiteMapGroup[] = [
  { title: '资讯与服务', paths: [noticePagePaths.list, communityPagePaths.help, mobileAppPagePath] },
  { title: '课程学习', paths: [coursePagePaths.recommend, coursePagePaths.literacy, coursePagePaths.literaryArts, coursePagePaths.famousTeachers] },
  { title: '专题与栏目', paths: [topicPagePaths.list, topicPagePaths.columns] },
  { title: '网上专题班', paths: [classPagePaths.index, classPagePaths.cityClasses, classPagePaths.myClasses] },
  { title: '直播', paths: [livePagePaths.index] },
  {
    title: '研讨与学习活动',
    paths: [
      communityPagePaths.currentDiscussion,
      communityPagePaths.currentStudyTask,
      communityPagePaths.guidance,
      communityPagePaths.activityPlan,
      communityPagePaths.trainingPlan,
      communityPagePaths.pioneers,
      communityPagePaths.branches,
      communityPagePaths.statistics,
      communityPagePaths.learningFile,
    ],
  },
  {
    title: '考试与问卷',
    paths: [examPagePaths.fun, examPagePaths.trainingList, examPagePaths.mockList, examPagePaths.formalList, surveyPagePaths.list],
  },
  {
    title: '学习中心',
    paths: [
      studyCentrePagePaths.myHome,
      studyCentrePagePaths.studyCentre,
      studyCentrePagePaths.letters,
      studyCentrePagePaths.yearReport,
      studyCentrePagePaths.learningFiles,
    ],
  },
];

export interface SiteMapLink {
  path: string;
  title: string;
}

export interface SiteMapSection {
  title: string;
  links: SiteMapLink[];
}

/** The title each route gives its page, by path as the router matches it (case-insensitively). */
export function routeTitles(tables: readonly RouteObject[][]): Map<string, string> {
  const titles = new Map<string, string>();
  const visit = (routes: readonly RouteObject[]) => {
    for (const route of routes) {
      const title = (route.handle as PortalRouteHandle | undefined)?.title;
      if (route.path && title && !route.children) titles.set(route.path.toLowerCase(), title);
      if (route.children) visit(route.children);
    }
  };
  tables.forEach(visit);
  return titles;
}

const allEntries: readonly TopMenuEntry[] = Object.values(menuEntries);

/**
 * The site map for the tenant's menu: a page that belongs to a menu entry the tenant does not
 * offer (its 网上专题班, say) is left out, so the map shows what the menu shows; groups left
 * empty go too.
 */
export function siteMapFor(menu: readonly TopMenuEntry[], titles: ReadonlyMap<string, string>): SiteMapSection[] {
  const offered = new Set(menu.map((entry) => entry.id));
  const shown = (path: string) => {
    const owner = activeMenuEntryId(allEntries, path);
    return owner === undefined || offered.has(owner);
  };
  return siteMapGroups
    .map((group) => ({
      title: group.title,
      links: group.paths.filter(shown).flatMap((path) => {
        const title = titles.get(path.toLowerCase());
        return title ? [{ path, title }] : [];
      }),
    }))
    .filter((section) => section.links.length > 0);
}

import type { RouteObject } from 'react-router-dom';
import { communityPagePaths as paths, communityRedirectPaths as redirects } from './addresses';
import { redirectRoute } from '../shared/routeTable/RedirectKeepingQuery';
import type { PortalRouteHandle } from '../shared/routeTable/routeHandle';

/**
 * Honour lists, discussion, study tasks, learning statistics and file, intelligent guidance,
 * the help centre and the activity plans (docs/product/routes.md#community).
 */
export const communityRoutes: RouteObject[] = [
  redirectRoute(redirects.pioneers, paths.pioneers),
  {
    path: paths.pioneers,
    handle: { title: '学习先锋' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./HonourListScreen')).PioneersScreen }),
  },
  {
    path: paths.branches,
    handle: { title: '学习型党支部' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./HonourListScreen')).BranchesScreen }),
  },
  redirectRoute(redirects.currentDiscussion, paths.currentDiscussion),
  {
    path: paths.currentDiscussion,
    handle: { title: '本期研讨' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./CurrentDiscussionScreen')).CurrentDiscussionScreen }),
  },
  {
    path: paths.posts,
    handle: { title: '研讨交流' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./DiscussionPostsScreen')).DiscussionPostsScreen }),
  },
  {
    path: paths.post,
    handle: { title: '研讨帖详情' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./DiscussionPostScreen')).DiscussionPostScreen }),
  },
  redirectRoute(redirects.currentStudyTask, paths.currentStudyTask),
  {
    path: paths.currentStudyTask,
    handle: { title: '本期学习任务' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./CurrentStudyTaskScreen')).CurrentStudyTaskScreen }),
  },
  {
    path: paths.studyTasks,
    handle: { title: '学习任务' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./StudyTasksScreen')).StudyTasksScreen }),
  },
  {
    path: paths.studyTask,
    handle: { title: '学习任务详情' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./StudyTaskScreen')).StudyTaskScreen }),
  },
  redirectRoute(redirects.statistics, paths.statistics),
  {
    path: paths.statistics,
    handle: { title: '学习统计' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./LearningStatisticsScreen')).LearningStatisticsScreen }),
  },
  redirectRoute(redirects.learningFile, paths.learningFile),
  {
    path: paths.learningFile,
    handle: { title: '学习档案' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./LearningFileScreen')).LearningFileScreen }),
  },
  {
    path: paths.guidance,
    handle: { title: '智能导学' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./GuidanceScreen')).GuidanceScreen }),
  },
  {
    path: paths.openGuidance,
    handle: { title: '智能导学', open: true, hidesToolbar: true } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./OpenGuidanceScreen')).OpenGuidanceScreen }),
  },
  // The help centre is open to everyone (docs/product/routes.md#pages-open-without-sign-in), so its old address must not ask for a sign-in first.
  { ...redirectRoute(redirects.help, paths.help), handle: { title: '帮助中心', open: true } satisfies PortalRouteHandle },
  {
    // Open to everyone (session/accessRules.ts); 我的建议 asks for a sign-in itself.
    path: paths.help,
    handle: { title: '帮助中心' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./HelpCentreScreen')).HelpCentreScreen }),
  },
  {
    path: paths.activityPlan,
    handle: { title: '学习活动方案' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./ActivityPlanScreen')).ActivityPlanScreen }),
  },
  {
    path: paths.trainingPlan,
    handle: { title: '培训计划' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./TrainingPlanScreen')).TrainingPlanScreen }),
  },
];

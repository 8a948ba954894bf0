import type { RouteObject } from 'react-router-dom';
import { redirectRoute } from './RedirectKeepingQuery';
import type { PortalRouteHandle } from './routeHandle';

/**
 * Honour lists, discussion, study tasks, learning statistics and file, intelligent guidance,
 * the help centre and the activity plans (docs/product/routes.md#community).
 */
export const communityRoutes: RouteObject[] = [
  redirectRoute('/honorlists', '/peoplelists'),
  {
    path: '/peoplelists',
    handle: { title: '学习先锋' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/learning-pioneers')).LearningPioneersScreen }),
  },
  {
    path: '/branchlists',
    handle: { title: '学习型党支部' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/learning-branches')).LearningBranchesScreen }),
  },
  redirectRoute('/comment', '/currentcomment'),
  {
    path: '/currentcomment',
    handle: { title: '本期研讨' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/current-discussion')).CurrentDiscussionScreen }),
  },
  {
    path: '/comment/postLists',
    handle: { title: '研讨交流' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/discussion-posts')).DiscussionPostsScreen }),
  },
  {
    path: '/comment/postDetail',
    handle: { title: '研讨帖详情' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/discussion-post')).DiscussionPostScreen }),
  },
  redirectRoute('/task', '/currenttask'),
  {
    path: '/currenttask',
    handle: { title: '本期学习任务' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/current-task')).CurrentTaskScreen }),
  },
  {
    path: '/task/taskLists',
    handle: { title: '学习任务' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/study-tasks')).StudyTasksScreen }),
  },
  {
    path: '/task/taskDetail',
    handle: { title: '学习任务详情' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/study-task')).StudyTaskScreen }),
  },
  redirectRoute('/statistics', '/learningcourse'),
  {
    path: '/learningcourse',
    handle: { title: '学习统计' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/learning-statistics')).LearningStatisticsScreen }),
  },
  redirectRoute('/learning', '/learningFile'),
  {
    path: '/learningFile',
    handle: { title: '学习档案' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/learning-file')).LearningFileScreen }),
  },
  {
    path: '/intelligentGuidance',
    handle: { title: '智能导学' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/intelligent-guidance')).IntelligentGuidanceScreen }),
  },
  {
    path: '/openIntelligentGuidance',
    handle: { title: '智能导学', open: true, search: true } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/open-intelligent-guidance')).OpenIntelligentGuidanceScreen }),
  },
  // The help centre is open to everyone (docs/product/routes.md#pages-open-without-sign-in), so its old address must not ask for a sign-in first.
  { ...redirectRoute('/guide', '/operateGuide'), handle: { title: '帮助中心', open: true } satisfies PortalRouteHandle },
  {
    // Open to everyone (session/accessRules.ts); 我的建议 asks for a sign-in itself.
    path: '/operateGuide',
    handle: { title: '帮助中心' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/operate-guide')).OperateGuideScreen }),
  },
  {
    path: '/scheme',
    handle: { title: '学习活动方案' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/activity-scheme')).ActivitySchemeScreen }),
  },
  {
    path: '/cultivate',
    handle: { title: '培训计划' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/training-plan')).TrainingPlanScreen }),
  },
];

import { pageAddress } from '../shared/address';

/** Honours, discussion, study tasks, statistics, guidance, help and plans (docs/product/routes.md#community). */
export const communityPagePaths = {
  pioneers: '/peoplelists',
  branches: '/branchlists',
  currentDiscussion: '/currentcomment',
  posts: '/comment/postLists',
  post: '/comment/postDetail',
  currentStudyTask: '/currenttask',
  studyTasks: '/task/taskLists',
  studyTask: '/task/taskDetail',
  statistics: '/learningcourse',
  learningFile: '/learningFile',
  guidance: '/intelligentGuidance',
  openGuidance: '/openIntelligentGuidance',
  help: '/operateGuide',
  activityPlan: '/scheme',
  trainingPlan: '/cultivate',
} as const;

/** Older addresses that redirect to a community page (docs/product/routes.md#redirects). */
export const communityRedirectPaths = {
  pioneers: '/honorlists',
  currentDiscussion: '/comment',
  currentStudyTask: '/task',
  statistics: '/statistics',
  learningFile: '/learning',
  help: '/guide',
} as const;

export const postAddress = (id: string): string => pageAddress(communityPagePaths.post, { id });

export const studyTaskAddress = (id: string): string => pageAddress(communityPagePaths.studyTask, { id });

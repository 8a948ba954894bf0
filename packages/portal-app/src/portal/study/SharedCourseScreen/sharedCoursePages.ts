import type { SharedCourseScreenProps } from './SharedCourseScreen';

/** The three pages that show a course to anyone, keyed as their addresses are in `studyPagePaths` (../addresses.ts). */
export const sharedCoursePages = {
  sharedVideo: { pageTitle: '课程分享', kind: 'VIDEO', invitationTitle: '参加学习' },
  sharedImageText: { pageTitle: '图文课程分享', kind: 'ARTICLE', invitationTitle: '参加学习' },
  openVideo: { pageTitle: '课程观看', kind: 'VIDEO', invitationTitle: '观看说明' },
} as const satisfies Record<string, SharedCourseScreenProps>;

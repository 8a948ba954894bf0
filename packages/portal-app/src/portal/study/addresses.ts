/** Studying a course and showing it to anyone (docs/product/routes.md#courses-and-study, #sharing-and-open-pages). */
export const studyPagePaths = {
  video: '/subcourse',
  imageText: '/imagetext',
  sharedVideo: '/contentShare',
  sharedImageText: '/contentShareBook',
  openVideo: '/openSeeView',
} as const;

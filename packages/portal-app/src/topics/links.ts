// URLSearchParams rather than encodeURIComponent, which throws on a lone surrogate: an article
// whose column id arrived with half a character took its whole page down while rendering.
const withId = (path: string, id: string) => `${path}?${new URLSearchParams({ id }).toString()}`;

/** Where the topic and column pages lead (route parameters are query parameters: docs/product/routes.md#the-route-table). */
export const topicLinks = {
  subjectList: '/subjectList',
  subject: (id: string) => withId('/subjectDetail', id),
  columnList: '/specialReList',
  column: (id: string) => withId('/specialReDetails', id),
  article: (id: string) => withId('/specialReTextDetails', id),
  course: (id: string) => withId('/coursedetail', id),
  /** Open pages (no sign-in) lead to the open course page, so a shared link stays usable. */
  openCourse: (id: string) => withId('/openCourseDetail', id),
  openCourseMobile: (id: string) => withId('/openCourseDetailMobile', id),
  openColumn: (id: string) => withId('/openSpecialReDetails', id),
} as const;

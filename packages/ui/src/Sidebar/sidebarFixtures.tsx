import type { SidebarItem } from './sidebarTree';

// Small line pictures, so the collapsed sidebar has something to show.
const picture = (d: string) => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
    <path d={d} />
  </svg>
);

export const sidebarIcons = {
  home: picture('M3 11 12 3l9 8v10H3z'),
  course: picture('M4 4h16v14H4zM8 22h8'),
  exam: picture('M6 2h12v20H6zM9 7h6M9 11h6M9 15h4'),
  profile: picture('M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 22a8 8 0 0 1 16 0'),
  notice: picture('M4 9h4l6-5v16l-6-5H4z'),
  link: picture('M10 14 21 3M15 3h6v6M19 13v8H3V5h8'),
};

/** A management shell's permitted routes, with every rule of the menu at work. */
export const managementRoutes: SidebarItem[] = [
  { path: '/home', title: '首页', icon: sidebarIcons.home },
  {
    path: '/course',
    title: '课程管理',
    icon: sidebarIcons.course,
    children: [
      { path: 'list', title: '课程列表' },
      { path: 'detail', title: '课程详情', hidden: true },
      {
        path: 'category',
        title: '课程分类',
        children: [
          { path: 'party', title: '党史学习' },
          { path: 'law', title: '法律法规' },
        ],
      },
      {
        path: 'tags',
        title: '课程标签',
        children: [
          { path: 'common', title: '常用标签' },
          { path: 'custom', title: '自定义标签' },
        ],
      },
    ],
  },
  {
    path: '/exam',
    title: '考试管理',
    icon: sidebarIcons.exam,
    children: [
      { path: 'paper', title: '试卷管理' },
      { path: 'score', title: '成绩查询' },
    ],
  },
  {
    path: '/profile',
    title: '个人中心',
    icon: sidebarIcons.profile,
    children: [{ path: 'index', title: '我的资料' }],
  },
  {
    path: '/notice',
    title: '通知公告',
    icon: sidebarIcons.notice,
    alwaysShow: true,
    children: [
      { path: 'list', title: '公告列表' },
      { path: 'edit', title: '编辑公告', hidden: true },
    ],
  },
  { path: '/audit', title: '审计日志', hidden: true },
  { path: 'https://openstd.samr.gov.cn/', title: '国家标准查询', icon: sidebarIcons.link },
];

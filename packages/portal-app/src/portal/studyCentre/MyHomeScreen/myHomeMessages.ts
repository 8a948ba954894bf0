export const myHomeMessages = {
  title: '我的首页',
  welcome: (name: string) => `欢迎回来，${name}`,
  hoursOf: (year: number) => `${year}年度学时：`,
  hoursLoading: '正在加载本年度学时',
  hoursUnavailable: '本年度学时暂时无法获取',
  requirement: '本年度学时要求',
  earnedOf: (earned: number, required: number) => `${earned} / ${required} 学时`,
  earnedOnly: (earned: number) => `${earned} 学时（未设要求）`,
  lineProgress: (label: string) => `${label}完成进度`,
  shortcuts: '常用入口',
  unread: (count: number) => `${count}条未读`,
  due: '待办事项',
  dueBy: (date: string) => `截止 ${date}`,
  dueLoading: '正在加载待办事项',
  nothingDue: '近期没有待办事项。',
  continueLearning: '继续学习',
  allCourses: '全部课程',
  noCourses: '还没有正在学习的课程，去课程推荐看看吧',
  myClasses: '我的专题班',
  allClasses: '全部专题班',
  noClasses: '暂无进行中的专题班',
  classesLoading: '正在加载专题班',
} as const;

/** The landing page's shortcuts, in the order learners use them. */
export const myHomeLinks = [
  { href: '/personalCenter', label: '学习中心' },
  { href: '/commendIndex', label: '课程推荐' },
  { href: '/projectIndex', label: '网上专题班' },
  { href: '/messageCenter', label: '消息中心' },
  { href: '/index', label: '门户首页' },
] as const;

/**
 * Every interface string of the UI kit, in zh-CN, in one place. A tenant portal replaces any
 * of them through <UiMessagesProvider>; components read them with useUiMessages().
 */
export const zhCN = {
  actions: {
    cancel: '取消',
    delete: '删除',
    detail: '详情',
    edit: '编辑',
    create: '新建',
    save: '保存',
    query: '查询',
    confirm: '确定',
    close: '关闭',
    loading: '加载中',
  },
  emptyState: {
    noData: '暂无数据',
    noInfo: '暂无信息',
    noClasses: '暂无专题班，敬请期待',
    noContent: '暂无内容',
  },
  header: {
    searchLabel: '搜索',
    searchPlaceholder: '请输入关键词',
    searchTypeLabel: '搜索范围',
    homeLink: '返回首页',
  },
  topMenu: {
    label: '主菜单',
  },
  dialog: {
    close: '关闭',
  },
  messageBox: {
    alertTitle: '提醒',
    confirmTitle: '提示',
  },
  toast: {
    regionLabel: '通知',
    close: '关闭通知',
    kinds: { success: '成功', warning: '警告', error: '错误', info: '提示' },
  },
  select: {
    placeholder: '请选择...',
    selectAll: '全选选项',
    noOptions: '暂无选项',
    selected: (count: number) => `已选 ${count} 项`,
  },
  input: {
    showPassword: '显示密码',
    hidePassword: '隐藏密码',
    clear: '清空',
  },
  formItem: {
    required: '必填',
  },
  countdownButton: {
    idle: '获取验证码',
    counting: (seconds: number) => `${seconds}秒后重新获取`,
  },
  captcha: {
    label: '图片验证码',
    placeholder: '请输入图片验证码',
    refresh: '看不清？换一张',
    imageAlt: '图片验证码，看不清可点击更换',
    loadFailed: '验证码加载失败，请点击刷新',
  },
  breadcrumb: {
    label: '当前位置',
  },
  pagination: {
    label: '分页',
    total: (total: number) => `共 ${total} 条`,
    previous: '上一页',
    next: '下一页',
    page: (page: number) => `第 ${page} 页`,
    jumpTo: '前往',
    pageUnit: '页',
    jumpLabel: '跳转到页码',
    pageSize: (size: number) => `${size} 条/页`,
    pageSizeLabel: '每页条数',
  },
  sidebar: {
    label: '侧边菜单',
    expand: '展开菜单',
    collapse: '收起菜单',
    externalHint: '（在新窗口打开）',
  },
  navbar: {
    toggleSidebar: '切换侧边菜单',
    userMenu: '用户菜单',
    logout: '退出登录',
    home: '首页',
  },
  floatingToolbar: {
    label: '快捷工具',
    learnerLogin: '学员登录',
    loggedIn: '已登录',
    adminLogin: '管理员登录',
    manual: '学员手册',
    helpCentre: '帮助中心',
    questionnaires: '调查问卷',
    mobileApp: '移动端',
    mobileAppHint: '扫码下载移动端',
    welcome: (name: string) => `欢迎您，${name}`,
    yearHours: (year: number) => `${year}年度学时`,
    hoursUnit: '学时',
    studyCentre: '学习中心',
    externalAcademy: '中国干部网络学院',
    logout: '退出登录',
    openPanel: '展开个人信息',
    closePanel: '收起个人信息',
    elderMode: '长者模式',
  },
  backToTop: {
    label: '返回顶部',
  },
  card: {
    hours: '学时',
    plays: '播放次数',
    teacher: '授课教师',
    duration: '课件时长',
    notStarted: '未学习',
    inProgress: '学习中',
    completed: '已完成',
    enrol: '报名',
    enrolled: '已报名',
    courses: (count: number) => `${count} 门课程`,
    period: (start: string, end: string) => `${start} 至 ${end}`,
    required: '必修',
    elective: '选修',
    fine: '精品',
    organiser: '主办单位',
    periodLabel: '培训时间',
    requiredHours: '要求学时',
    ended: '已结束',
    progress: '学习进度',
  },
  image: {
    fallbackAlt: '图片加载失败',
  },
  rating: {
    label: '评分',
    score: (score: number) => `${score} 分`,
    star: (stars: number) => `${stars} 星`,
  },
  progress: {
    label: '进度',
    percent: (percent: number) => `${percent}%`,
  },
  badge: {
    unread: (count: number) => `${count} 条未读`,
    hasUnread: '有未读消息',
  },
  qrCode: {
    label: '二维码',
    hint: '使用微信或QQ扫码查看分享',
  },
  richText: {
    newWindow: '在新窗口打开',
  },
  video: {
    unplayable: '此视频暂无法播放，请稍后再试',
    seekLimited: '完成学习前不能拖动到未观看的位置',
    play: '播放',
    pause: '暂停',
    label: '课程视频',
  },
  countdown: {
    label: '剩余时间',
    ended: '时间到',
    minutesLeft: (minutes: number) => `还剩 ${minutes} 分钟`,
  },
  table: {
    loading: '加载中',
  },
  skeleton: {
    loading: '正在加载',
  },
  portalLayout: {
    skipToMain: '跳到主要内容',
  },
  elderMode: {
    on: '长者模式',
    off: '标准模式',
  },
};

export type UiMessages = typeof zhCN;

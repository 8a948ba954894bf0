import { useSectionMessages } from '../UiMessagesProvider';

export const cardMessages = {
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
};

/** The card strings with whatever a UiMessagesProvider above replaced. */
export const useCardMessages = () => useSectionMessages('card', cardMessages);

import { courseHasInClassTest, type CourseDetail } from '@study-portal/api';
import { formatDate, formatCount } from '@study-portal/ui';
import { examStatusText } from './inClassExamStatus';
import { scoreText } from './ratingMaths';

export interface CourseFact {
  term: string;
  value: string;
}

/**
 * The facts under a course's name, in the family's words (docs/product/courses.md#the-course-page: 授课教师 发布时间 课件时长
 * 学时 播放次数 随堂测试). The test's state is the learner's own, so open pages leave it out.
 */
export function courseFacts(course: CourseDetail, forLearner: boolean): CourseFact[] {
  const facts: CourseFact[] = [];
  if (course.teacher) facts.push({ term: '授课教师', value: course.teacher });
  if (course.publishDate) facts.push({ term: '发布时间', value: formatDate(course.publishDate, 'YYYY-MM-DD') || course.publishDate });
  if (course.showCourseDuration) facts.push({ term: course.resourceType === 'ARTICLE' ? '学习时长' : '课件时长', value: course.showCourseDuration });
  facts.push({ term: '学时', value: String(course.creditHour) });
  facts.push({ term: '播放次数', value: formatCount(course.courseVisitor ?? 0) });
  facts.push({ term: '综合评分', value: scoreText(course.score) });
  if (courseHasInClassTest(course)) facts.push({ term: '随堂测试', value: forLearner ? `有（${examStatusText(course.examStatus)}）` : '有' });
  return facts;
}

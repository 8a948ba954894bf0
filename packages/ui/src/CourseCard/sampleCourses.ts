import { sampleCovers } from '../Image/sampleCovers';
import type { CourseCardProps } from './CourseCard';

// Sample data for stories only, in the shape a course list screen passes to its cards.
export interface SampleCourse extends Omit<CourseCardProps, 'onOpen'> {
  id: string;
}

const longPhrase = '深入学习贯彻党的二十大精神，坚持以人民为中心的发展思想，推进国家治理体系和治理能力现代化专题辅导报告';

/** A course name of exactly 200 characters, to show how the card clamps it. */
export const longCourseName = longPhrase.repeat(Math.ceil(200 / longPhrase.length)).slice(0, 200);

export const sampleCourses: SampleCourse[] = [
  {
    id: 'c-001',
    name: '习近平新时代中国特色社会主义思想概论',
    cover: sampleCovers.theory,
    teacher: '王建国',
    showCourseDuration: '45分钟',
    creditHour: 1,
    courseVisitor: 12864,
    status: 'completed',
    isFine: true,
    href: '#/commend/coursedetail?id=c-001',
  },
  {
    id: 'c-002',
    name: '中国共产党党史专题：伟大建党精神的历史内涵',
    cover: sampleCovers.history,
    teacher: '李晓华',
    showCourseDuration: '1小时12分钟',
    creditHour: 1.5,
    courseVisitor: 8640,
    status: 'inProgress',
    href: '#/commend/coursedetail?id=c-002',
  },
  {
    id: 'c-003',
    name: '生态文明建设与绿色发展',
    cover: sampleCovers.ecology,
    teacher: '陈志远',
    showCourseDuration: '38分钟',
    creditHour: 1,
    courseVisitor: 5321,
    status: 'notStarted',
    href: '#/commend/coursedetail?id=c-003',
  },
  {
    id: 'c-004',
    name: '法治政府建设实施纲要解读',
    cover: sampleCovers.law,
    teacher: '赵敏',
    showCourseDuration: '52分钟',
    creditHour: 1,
    courseVisitor: 4097,
    status: 'notStarted',
    isFine: true,
    href: '#/commend/coursedetail?id=c-004',
  },
  {
    id: 'c-005',
    name: '基层治理现代化的实践与探索',
    cover: sampleCovers.governance,
    teacher: '刘卫东',
    showCourseDuration: '41分钟',
    creditHour: 0.5,
    courseVisitor: 2210,
    status: 'inProgress',
    href: '#/commend/coursedetail?id=c-005',
  },
  {
    id: 'c-006',
    name: '推动高质量发展与构建新发展格局',
    cover: sampleCovers.economy,
    teacher: '孙丽萍',
    showCourseDuration: '1小时05分钟',
    creditHour: 1.5,
    courseVisitor: 9876,
    status: 'completed',
    href: '#/commend/coursedetail?id=c-006',
  },
];

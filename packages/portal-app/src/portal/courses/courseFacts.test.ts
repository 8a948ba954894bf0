import type { CourseDetail } from '@study-portal/api';
import { describe, expect, it } from 'vitest';
import { courseFacts } from './courseFacts';

const course = {
  id: 'c01',
  name: '习近平新时代中国特色社会主义思想概论',
  teacher: '王建国',
  resourceType: 'VIDEO',
  showCourseDuration: '45分钟',
  creditHour: 1,
  courseVisitor: 12345,
  publishDate: '2026-03-02 09:00:00',
  isFine: true,
  score: 8.64,
  assessementType: '0',
  examStatus: '1',
  listTeacherInfo: [],
  introduction: '',
  attachmentList: [],
  isCollected: false,
  isZan: false,
  zanNum: 0,
  studyTimes: 0,
  furthest: 0,
} as CourseDetail;

const asObject = (facts: ReturnType<typeof courseFacts>) => Object.fromEntries(facts.map(({ term, value }) => [term, value]));

describe('the facts of a course page', () => {
  it('shows what a learner looks for, in the family’s words', () => {
    expect(asObject(courseFacts(course, true))).toEqual({
      授课教师: '王建国',
      发布时间: '2026-03-02',
      课件时长: '45分钟',
      学时: '1',
      播放次数: '12,345',
      综合评分: '8.6分',
      随堂测试: '有（已通过）',
    });
  });

  it('calls an image-text course’s time its study time', () => {
    expect(asObject(courseFacts({ ...course, resourceType: 'ARTICLE', showCourseDuration: '30秒' }, true))).toMatchObject({ 学习时长: '30秒' });
  });

  it('keeps the learner’s own test state off open pages', () => {
    expect(asObject(courseFacts(course, false)).随堂测试).toBe('有');
  });

  it('leaves out what the course does not have', () => {
    const bare = asObject(courseFacts({ ...course, teacher: '', publishDate: undefined, assessementType: '1', score: undefined }, true));
    expect(bare).not.toHaveProperty('授课教师');
    expect(bare).not.toHaveProperty('发布时间');
    expect(bare).not.toHaveProperty('随堂测试');
    expect(bare.综合评分).toBe('暂无评分');
  });
});

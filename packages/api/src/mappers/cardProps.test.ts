import { describe, expect, it } from 'vitest';
import { CourseSummarySchema, SubjectSummarySchema, TbtpClassSummarySchema } from '../contract/entities';
import { v } from '../contract/schema';
import { classCardProps } from './classCard';
import { courseCardProps } from './courseCard';
import { topicCardProps } from './topicCard';

// Records read through the contract, as a screen gets them, so nulls and defaults are the real ones.
const course = (fields: Record<string, unknown>) =>
  v.parse(CourseSummarySchema, { id: 7, name: '民法典解读', resourceType: 'VIDEO', creditHour: '1.5', ...fields });
const subject = (fields: Record<string, unknown>) => v.parse(SubjectSummarySchema, { id: 's-1', name: '法治中国建设', ...fields });
const tbtpClass = (fields: Record<string, unknown>) => v.parse(TbtpClassSummarySchema, { tbtpId: 't-1', name: '2026年度专题班', ...fields });

describe('courseCardProps', () => {
  it('gives the card every field it shows, and no address', () => {
    const props = courseCardProps(
      course({ courseCover: '/c.png', teacher: '王建国', showCourseDuration: '45分钟', courseVisitor: 12, isFine: true, studyStatus: '2' }),
    );
    expect(props).toEqual({
      name: '民法典解读',
      cover: '/c.png',
      teacher: '王建国',
      showCourseDuration: '45分钟',
      creditHour: 1.5,
      courseVisitor: 12,
      status: 'completed',
      isFine: true,
    });
    expect(props).not.toHaveProperty('href');
  });

  it('passes null fields through for the kit to leave out', () => {
    const props = courseCardProps(
      course({ courseCover: null, teacher: null, showCourseDuration: null, courseVisitor: null, isFine: null, studyStatus: null, showStatusMsg: null }),
    );
    expect(props).toMatchObject({ cover: null, teacher: null, showCourseDuration: null, courseVisitor: 0, isFine: false, status: undefined });
  });

  it('maps each status code, and the text where the code is missing', () => {
    expect(courseCardProps(course({ studyStatus: '0' })).status).toBe('notStarted');
    expect(courseCardProps(course({ studyStatus: '1' })).status).toBe('inProgress');
    expect(courseCardProps(course({ studyStatus: '2' })).status).toBe('completed');
    expect(courseCardProps(course({ showStatusMsg: '学习中' })).status).toBe('inProgress');
  });
});

describe('topicCardProps', () => {
  it('gives the summary as the description', () => {
    expect(topicCardProps(subject({ cover: '/t.png', summary: '十讲', courseCount: '10' }))).toEqual({
      name: '法治中国建设',
      cover: '/t.png',
      courseCount: 10,
      description: '十讲',
    });
  });

  it('passes null fields through', () => {
    expect(topicCardProps(subject({ cover: null, summary: null, courseCount: null }))).toEqual({
      name: '法治中国建设',
      cover: null,
      courseCount: 0,
      description: null,
    });
  });
});

describe('classCardProps', () => {
  it('gives the card the period, organiser, hours and the learner’s standing', () => {
    expect(
      classCardProps(
        tbtpClass({ cover: '/k.png', organiser: '省委组织部', startDate: '2026-03-01', endDate: '2026-06-30', requiredHours: 20, enrolled: true, progress: 45 }),
      ),
    ).toEqual({
      name: '2026年度专题班',
      cover: '/k.png',
      organiser: '省委组织部',
      startDate: '2026-03-01',
      endDate: '2026-06-30',
      requiredHours: 20,
      enrolled: true,
      progress: 45,
      ended: false,
    });
  });

  it('passes null fields through', () => {
    const props = classCardProps(
      tbtpClass({ cover: null, organiser: null, startDate: null, endDate: null, requiredHours: null, enrolled: null, progress: null, ended: null }),
    );
    expect(props).toEqual({
      name: '2026年度专题班',
      cover: null,
      organiser: null,
      startDate: null,
      endDate: null,
      requiredHours: 0,
      enrolled: false,
      progress: null,
      ended: false,
    });
  });
});

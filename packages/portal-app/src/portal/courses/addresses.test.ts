import { describe, expect, it } from 'vitest';
import { courseAddress, courseDiscussionAddress, courseShareAddress, courseSharePageAddress, courseStudyAddress, famousTeacherAddress, openCourseAddress, openCourseMobileAddress, sharedCourseAddress, studyActionLabel } from './addresses';

const video = { id: 'c01', resourceType: 'VIDEO' as const };
const article = { id: 'c04', resourceType: 'ARTICLE' as const };

describe('course addresses', () => {
  it('opens video courses on the course page and image-text ones on their own page', () => {
    expect(courseAddress(video)).toBe('/coursedetail?id=c01');
    expect(courseAddress(article)).toBe('/coursetextdetail?id=c04');
    // A record that does not say its type (a column entry without its course) is a video course.
    expect(courseAddress({ id: 'c05' })).toBe('/coursedetail?id=c05');
    expect(courseAddress({ id: 'c05', resourceType: null })).toBe('/coursedetail?id=c05');
  });

  it('follows the same rule on the open pages, except the phone page that shows both kinds', () => {
    expect(openCourseAddress(video)).toBe('/openCourseDetail?id=c01');
    expect(openCourseAddress(article)).toBe('/openCourseTextDetail?id=c04');
    expect(openCourseMobileAddress('c04')).toBe('/openCourseDetailMobile?id=c04');
  });

  it('studies videos in the player and image-text courses in the reader', () => {
    expect(courseStudyAddress(video)).toBe('/subcourse?id=c01');
    expect(courseStudyAddress(article)).toBe('/imagetext?id=c04');
  });

  it('shares an absolute address of the matching sharing page', () => {
    expect(courseShareAddress(video, 'https://study.example.cn')).toBe('https://study.example.cn/contentShare?id=c01');
    expect(courseShareAddress(article, 'https://study.example.cn')).toBe('https://study.example.cn/contentShareBook?id=c04');
  });

  it('names the share pages', () => {
    expect(sharedCourseAddress(article)).toBe('/contentShareBook?id=c04');
    expect(courseSharePageAddress('c01')).toBe('/share?id=c01');
    expect(famousTeacherAddress('t1')).toBe('/masterLectureHall/info?id=t1');
  });

  it('keeps an odd id inside its parameter', () => {
    expect(courseDiscussionAddress('a&b=c')).toBe('/discussRoom?id=a%26b%3Dc');
  });
});

describe('the study button', () => {
  it('says 开始学习 before the learner has started', () => {
    expect(studyActionLabel({ studyStatus: '0', recordStatus: '0' })).toBe('开始学习');
    expect(studyActionLabel({ studyStatus: undefined })).toBe('开始学习');
  });

  it('says 继续学习 once started or completed', () => {
    expect(studyActionLabel({ studyStatus: '1' })).toBe('继续学习');
    expect(studyActionLabel({ studyStatus: '2' })).toBe('继续学习');
    expect(studyActionLabel({ studyStatus: '0', recordStatus: '1' })).toBe('继续学习');
  });
});

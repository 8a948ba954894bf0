import { describe, expect, it } from 'vitest';
import { classAddress, courseAddress, enrolmentAddress, openCourseAddress, readClassId } from './classAddress';

describe('class addresses', () => {
  it('read the class from ?id=, or from the ?tbtpId= older links use', () => {
    expect(readClassId(new URLSearchParams('id=tbtp-07'))).toBe('tbtp-07');
    expect(readClassId(new URLSearchParams('tbtpId=tbtp-02'))).toBe('tbtp-02');
    expect(readClassId(new URLSearchParams('id=%20tbtp-03%20&tbtpId=other'))).toBe('tbtp-03');
    expect(readClassId(new URLSearchParams(''))).toBe('');
  });

  it('keep the class in every page address, encoded', () => {
    expect(classAddress.members('tbtp-07')).toBe('/projectDetailBjcy?id=tbtp-07');
    expect(classAddress.notices('a&b', 'n 1')).toBe('/classNotice?id=a%26b&noticeId=n+1');
    expect(classAddress.file('tbtp-04')).toBe('/projectDetailCxda/myClass?id=tbtp-04');
    expect(classAddress.file('tbtp-04', 'excellentProgress')).toBe('/projectDetailCxda/excellentProgress?id=tbtp-04');
    expect(classAddress.startExam('tbtp-04', 'exam-1')).toBe('/projectStartExam?id=tbtp-04&examId=exam-1');
    expect(classAddress.reviewExam('tbtp-04', 'exam-1')).toBe('/projectReviewQuest?id=tbtp-04&examId=exam-1');
  });

  it('open a video course on coursedetail and an image-text course on coursetextdetail', () => {
    expect(courseAddress({ id: 'c01', resourceType: 'VIDEO' })).toBe('/coursedetail?id=c01');
    expect(courseAddress({ id: 'c02', resourceType: 'ARTICLE' })).toBe('/coursetextdetail?id=c02');
    expect(openCourseAddress({ id: 'c01', resourceType: 'VIDEO' })).toBe('/openCourseDetail?id=c01');
    expect(openCourseAddress({ id: 'c02', resourceType: 'ARTICLE' })).toBe('/openCourseTextDetail?id=c02');
  });

  it('encode the class page on this site in the enrolment QR code', () => {
    expect(enrolmentAddress('https://study.example/', 'tbtp-02')).toBe('https://study.example/projectDetail?id=tbtp-02');
  });
});

import { describe, expect, it } from 'vitest';
import { classAddress, classExamAddress, classExamReviewAddress, classFileAddress, classMembersAddress, classNoticeAddress, enrolmentAddress, readClassId } from './addresses';

describe('class addresses', () => {
  it('read the class from ?id=, or from the ?tbtpId= older links use', () => {
    expect(readClassId(new URLSearchParams('id=tbtp-07'))).toBe('tbtp-07');
    expect(readClassId(new URLSearchParams('tbtpId=tbtp-02'))).toBe('tbtp-02');
    expect(readClassId(new URLSearchParams('id=%20tbtp-03%20&tbtpId=other'))).toBe('tbtp-03');
    expect(readClassId(new URLSearchParams(''))).toBe('');
  });

  it('keep the class in every page address, encoded', () => {
    expect(classAddress('tbtp-07')).toBe('/projectDetail?id=tbtp-07');
    expect(classMembersAddress('tbtp-07')).toBe('/projectDetailBjcy?id=tbtp-07');
    expect(classNoticeAddress('a&b', 'n 1')).toBe('/classNotice?id=a%26b&noticeId=n+1');
    expect(classNoticeAddress('tbtp-07')).toBe('/classNotice?id=tbtp-07');
    expect(classFileAddress('tbtp-04')).toBe('/projectDetailCxda/myClass?id=tbtp-04');
    expect(classFileAddress('tbtp-04', 'excellentProgress')).toBe('/projectDetailCxda/excellentProgress?id=tbtp-04');
    expect(classExamAddress('tbtp-04', 'exam-1')).toBe('/projectStartExam?id=tbtp-04&examId=exam-1');
    expect(classExamReviewAddress('tbtp-04', 'exam-1')).toBe('/projectReviewQuest?id=tbtp-04&examId=exam-1');
  });

  it('encode the class page on this site in the enrolment QR code', () => {
    expect(enrolmentAddress('https://study.example/', 'tbtp-02')).toBe('https://study.example/projectDetail?id=tbtp-02');
  });
});

import { describe, expect, it } from 'vitest';
import { examListAddress, examReviewAddress, examTakeAddress, inClassExamAddress, surveyAddress, surveyResultsAddress } from '../exams/addresses';
import { letterAddress, studyCentreTabAddress, yearReportAddress } from '../studyCentre/addresses';

describe('study centre, exam and survey addresses', () => {
  it('take an exam, with the attempt once there is one', () => {
    expect(examTakeAddress('mock', 'e1')).toBe('/solidify/officialExam?examId=e1');
    expect(examTakeAddress('training', 'e1', 'r 2')).toBe('/startCultivate/startCultivate?examId=e1&recordId=r+2');
    expect(examTakeAddress('class', 'e1', null)).toBe('/projectStartExam?examId=e1');
  });

  it("review an attempt on the kind's review page", () => {
    expect(examReviewAddress('fun', { recordId: 'r1' })).toBe('/spiceAnswer/reviewQuest?recordId=r1');
    expect(examReviewAddress('inClass', { recordId: 'r1' })).toBe('/examManage/startExam?recordId=r1');
    expect(examReviewAddress('class', { examId: 'e1' })).toBe('/projectReviewQuest?examId=e1');
  });

  it('narrow a list to a course or a class', () => {
    expect(examListAddress('formal')).toBe('/solidify/officialManage');
    expect(examListAddress('inClass', { courseId: 'c1' })).toBe('/examManage/manageExam?courseId=c1');
    expect(examListAddress('class', { classId: 'tbtp-1' })).toBe('/projectStartExam?id=tbtp-1');
    expect(inClassExamAddress('c1')).toBe('/examManage/startExam?courseId=c1');
  });

  it('open surveys, the study centre and letters', () => {
    expect(surveyAddress('s&1')).toBe('/preview?id=s%261');
    expect(surveyResultsAddress('s1')).toBe('/evaluationPreview?id=s1');
    expect(studyCentreTabAddress('5')).toBe('/personalCenter?acativeId=5');
    expect(yearReportAddress(2025)).toBe('/personalYearStuday?year=2025');
    expect(letterAddress()).toBe('/messageCenter');
    expect(letterAddress('l1')).toBe('/messageCenter?id=l1');
  });
});
